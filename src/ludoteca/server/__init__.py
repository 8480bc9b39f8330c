"""The table server: lobby, seats, play over websockets, persistence (docs/server.md)."""
