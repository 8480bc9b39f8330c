# Ludoteca: the shared texts (lobby, table shell, replays, help page, errors, terminal).
# A game's own texts live in games/<id>/locale/<lang>.ftl. The shared catalogue never
# uses the ids games own: game-name, help-title, help-body, help-keys, option-*.
# Every message here exists in en, zh-Hant and uk (tests/core/test_i18n.py).

## The page shell

lang-switch-label = Language
app-loading = Loading…
nav-lobby = Lobby
nav-replays = Replays
page-title-lobby = Ludoteca
page-title-table = Table · Ludoteca
page-title-replays = Replays · Ludoteca
page-title-replay = Replay · Ludoteca
page-title-help = How to play · Ludoteca
back-to-lobby = Back to the lobby
something-wrong = Something went wrong
loading = Loading…

## Time and seats

time-just-now = just now
time-minutes-ago = { $count ->
    [one] { $count } minute ago
   *[other] { $count } minutes ago
}
time-hours-ago = { $count ->
    [one] { $count } hour ago
   *[other] { $count } hours ago
}
seat-numbered = Seat { $number }
players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
tag-bot = bot
seat-bot = { $bot } { $number }
seat-stand-in = { $name } (bot)
tag-you = you
tag-seen-by = seen by
tag-away = away: a bot is playing
    .title = A bot plays for them until they come back.
tag-offline = offline
tag-not-connected = not connected
# a kind of bot; .plural when several seats are filled with it
bot-random = random bot
    .plural = random bots
bot-heuristic = clever bot
    .plural = clever bots
bot-named = { $bot } bot
    .plural = { $bot } bots
lobby-option-true = on
lobby-option-false = off
lobby-option-default = { $value } (default)

## Lobby

lobby-tagline = Sit down at a table with friends or bots. Share the link, pick a seat, play.
lobby-name-label = Your name
lobby-name-placeholder = e.g. Scheherazade
lobby-new-table = New table
lobby-loading-games = Loading games…
lobby-games-error = Could not load the games: { $error }
lobby-game = Game
lobby-players = Players
lobby-options = Options
lobby-public = Public: listed in the lobby (otherwise only people with the link can find it)
lobby-sit = Take the first seat myself
lobby-create = Create table
lobby-how-to-play = How to play { $game }
lobby-open-tables = Open tables
lobby-refresh = Refresh
lobby-replays-hint = Finished games are in the replays.
lobby-no-tables = No open table right now: create one!
lobby-unreachable = The lobby cannot be reached: retrying…
lobby-table-line = { $seated }/{ $players } seated · { $status } · { $ago }
lobby-nobody = nobody yet
lobby-back-to-seat = Back to my seat
lobby-join = Join
lobby-watch = Watch
lobby-older = Show older tables
lobby-host-name = Host
lobby-join-failed = The table was made, but taking a seat failed: { $error }

## The waiting room

waiting-title = Waiting room
waiting-count = { $total ->
    [one] { $filled } of { $total } seat filled
   *[other] { $filled } of { $total } seats filled
}
waiting-invite = Invite link: anyone with it can join or watch
waiting-copy = Copy
waiting-name-placeholder = your display name
waiting-empty-seat = empty seat
waiting-sit = Sit here
waiting-bot-for = bot for seat { $number }
waiting-add-bot = Add bot
waiting-leave-seat = Leave seat
waiting-fill = { $count ->
    [one] Fill the empty seat with
   *[other] Fill the { $count } empty seats with
}
waiting-fill-kind = bot kind
waiting-fill-bots = Fill with bots
waiting-start = Start the game
waiting-hint-guest = Pick a seat to play, or stay to watch: the game appears here when it starts.
waiting-hint-ready = Everyone is seated: start when you are ready.
waiting-hint-wait = Waiting for players: share the invite link or add bots.
waiting-hint-player = The host fills the empty seats and starts the game: it appears here when it starts.
waiting-player-name = Player { $number }
invite-copied = Invite link copied.
invite-copied-share = Invite link copied: send it to your friends.

## A table

table-opening = Opening the table…
table-missing = No such table
table-gone = This table is gone
table-connecting-game = Connecting to the game…
table-status-waiting = waiting for players
table-status-playing = playing
table-status-finished = finished
table-info-seated = table { $id } · { $status } · you are { $seat }
table-info-spectating = table { $id } · { $status } · watching
table-bots-hurried = busy server: bots think faster
    .title = Many tables are playing against search bots now, so this table's search bots have less time to think and may play a little worse.
conn-title = connection
conn-open = live
conn-connecting = connecting…
conn-closed = reconnecting…
conn-gone = closed
table-copy-invite = Copy invite link
table-play-again = Play again
table-go-new-game = Go to the new game
table-leave = Leave
table-replay = Replay
table-help = How to play
table-rematch-notice = This game has a rematch.
table-go-next = Go to the new table
rematch-propose-title = Play again?
rematch-declined-label = If a player declines, their seat
rematch-declined-bot = goes to a bot
rematch-declined-open = stays open for someone to join
rematch-propose = Propose a rematch
rematch-cancel = Cancel
rematch-rule-bot = Seats of players who decline go to bots.
rematch-rule-open = Seats of players who decline stay open.
rematch-you-proposed = You proposed a rematch.
rematch-proposed-by = { $name } proposes a rematch.
rematch-the-host = The table's host
rematch-waiting = Waiting for { $names }.
rematch-start-now = Start without them
rematch-withdraw = Withdraw
rematch-accept = Accept
rematch-decline = Decline
rematch-you-accepted = You accepted.
rematch-you-declined = You declined.
rematch-accepted-count = { $count ->
    [one] { $yes } of { $count } player has accepted.
   *[other] { $yes } of { $count } players have accepted.
}
rematch-answer-yes = yes
rematch-answer-no = no
rematch-answer-none = not yet
rematch-made-without-you = The rematch started without you.
rematch-watch = Watch it
table-moving = A new game is starting: moving to the new table.
table-reconnected = Reconnected.
table-token-refused = Your seat was not recognised ({ $reason }): you are watching.
table-not-connected = Not connected: reconnecting…
table-only-players = Only the players can start a new game.
table-leave-confirm = Leave the game? A bot will play your seat.

## Replays

replays-title = Finished games
replays-none = No finished public game yet.
replays-line = { $players ->
    [one] { $players } player · { $ago } · table { $id }
   *[other] { $players } players · { $ago } · table { $id }
}
replays-won = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
replays-no-winner = No winner
replays-watch = Watch
replays-older = Older games
replay-crumb = Replays
replay-seen-by = Seen by
replay-spectator = spectator
replay-first = First step
    .title = First step (Home)
replay-prev = Step back
    .title = Back (←)
replay-play = Play
    .title = Play or pause (space)
replay-next = Step forward
    .title = Forward (→)
replay-last = Last step
    .title = Last step (End)
replay-slider = Step
replay-step = step { $index } of { $last }
replay-record = Record
replay-chat = Chat
replay-loading = Loading the replay…
replay-no-game = No such game
replay-none = No replay
replay-open-table = Open the table
replay-secret = This game keeps some of its secrets after the end: only its players may see it from a player's seat or download its record.

## How to play

help-page-heading = How to play { $game }
help-page-missing = This game has no rules summary yet.
help-page-keys = Keyboard shortcuts
help-page-back-table = Back to the table
help-drawer-close = Close the rules

## Game screens

# before the prompt when it is your turn (a game screen's dock)
prompt-your-move = { "Your move · " }

# a game's board (web/static/board.js): the tools above it
board-zoom-in = Zoom in (+)
board-zoom-out = Zoom out (−)
board-zoom-reset = Back to the normal size (100 %)
board-fit = Fit
    .title = Show the whole board (0)

## The generic game screen

gen-empty-log = What happens appears here.
gen-status-over = The game is over.
gen-status-decide = Your decision.
gen-status-sent = Sent: waiting for the table…
gen-status-waiting = Waiting for the other players.
gen-status-replay = Replay.
gen-who-you = { $name } (you)
gen-winners = { $count ->
    [one] { $names } wins
   *[other] { $names } share the victory
}
gen-game-over = Game over
gen-play-again = Play again
gen-sent = Sent…
gen-nothing = Nothing to decide now.
gen-choose = Choose an action.
gen-deadline = answer within { $seconds } s
gen-do-it = Do it
gen-log-title = What happened
gen-facts = Game
gen-none = none
gen-empty = empty
gen-yes = yes
gen-no = no

## Errors: error-<code> for every code the server sends (docs/server.md)

error-generic = Something went wrong.
error-offline = The server cannot be reached.
error-illegal = That move is not allowed now.
error-stale = The game moved on: look again and choose.
error-not_your_turn = It is not your turn to decide.
error-bad_message = The server did not understand that.
error-rate_limited = Slow down a little.
error-forbidden = That is not possible at this table now.
error-unavailable = The server could not save that: nothing changed, try again.
error-internal = The server ran into a problem: nothing changed.
error-not_found = There is no such table.
error-finished = The game is over: there is no seat to leave.
error-bad_request = The server could not read that request.
error-conflict = That is not possible at this table now.
error-too_large = That request is too large.
error-too_many_tables = You have made many tables: wait a minute before making another.
error-too_many_joins = You have joined many seats: wait a minute before joining another.
error-too_many_search_bots = No more search bots here: a table seats a few at most, and so does one player over their tables. Choose another bot.
error-too_many_connections = Too many connections from your address: close some tabs, then try again.
error-unknown_game = There is no such game.
error-bad_option = One of the options cannot be used with this many players.
error-bad_name = That name cannot be used: a name has 1 to 32 characters, with at least one letter or digit, and must not look like a seat or a bot.
error-unknown_bot = There is no such bot.
error-no_seat = You hold no seat to leave.
error-not_finished = The game is not finished yet.
error-no_rematch = Nobody has proposed a rematch.
error-not_asked = This rematch does not ask you: only the players of the finished game answer it.
error-no_such_seat = There is no such seat at this table.
error-started = The game has already started.
error-seat_taken = That seat is already taken.
error-no_free_seat = Every seat at this table is taken.
error-empty_seats = Every seat needs a player or a bot before the game can start.
error-too_many_seat_changes = You have changed many seats: wait a minute, then try again.
error-too_many_requests = You have asked for many replays and records: wait a minute, then try again.
error-chat_full = This table's chat is full.

## The terminal (ludoteca play)

play-intro = { $game }: seed { $seed }; you are seat { $seat }. Type help (or ?) to see what you can type, q to quit.
play-you = You
play-bot = Bot { $number }
play-your-move = Your move
play-bye = Bye.
play-you-win = You win!
play-shared-victory = Shared victory! You share it with { $names }.
play-winners = { $count ->
    [0] Nobody won.
   *[other] { $names } won.
}
# `help` (or ?) at any prompt
play-help-title = What you can type now:
play-help-number-one = 1: the choice above
play-help-numbers = a number from 1 to { $count }: one of the choices above
play-help-labels = or the words of a choice, e.g. { $example }
play-help-keys = help or ?: this list · q: quit the game
# a typed word or name, quoted
play-quoted = “{ $text }”
# why an answer is refused
play-refuse-empty = Type a choice, or help to see what you can type.
play-refuse-unknown = “{ $answer }” is not one of the choices: type help to see them.
play-refuse-suggest = “{ $answer }” is not one of the choices. Did you mean { $suggestions }? Type help to see them all.
play-refuse-number-none = Numbers do not choose anything here: type help to see what you can type.
play-refuse-number-one = There is no choice { $number }: the only choice is 1.
play-refuse-number = There is no choice { $number }: choose from 1 to { $count }.
play-refuse-ambiguous = “{ $answer }” fits more than one choice: { $choices }. Type its number.

## The table chat (web/static/chat.js)

chat-title = Table chat
chat-placeholder = Say something to the table…
chat-send = Send
chat-empty = No messages yet: players and spectators can write here.
chat-open = Show the chat
chat-close = Hide the chat
chat-spectator = Spectator { $number }
chat-seat = Seat { $seat }
chat-bot = bot
chat-you = you
chat-unread = { $count ->
    [one] { $count } new message
   *[other] { $count } new messages
}
chat-chars-left = { $count ->
    [one] { $count } character left
   *[other] { $count } characters left
}
chat-error-bad_message = This line cannot be sent: it is empty, too long or holds hidden characters.
chat-error-rate_limited = You are writing too fast: wait a few seconds.
chat-error-unavailable = The server could not store your line. Nothing was sent; try again.
chat-error-forbidden = You can only write as yourself at this table.
chat-error-chat_full = This table's chat is full.
chat-error-offline = Not connected: your line was not sent.
chat-error-other = Your line was not sent.
chat-log-cut = Earlier events are not shown: this log starts at move { $version }.
# the search bot's strengths (bots/ismcts.py LEVELS), offered in the waiting room's bot menu
bot-ismcts-quick = quick search bot
    .plural = quick search bots
bot-ismcts = search bot
    .plural = search bots
bot-ismcts-strong = strong search bot
    .plural = strong search bots

## turn alerts (alert.js): the header's bell
alert-settings = Turn alerts
alert-settings-help = When it is your move and you are looking at something else:
alert-title = Flash the tab's title
alert-sound = Play a sound
alert-vibrate = Vibrate (phones)
alert-your-move = ▶ Your move · Ludoteca

## the players strip: a phone's folded seat panels (a tap unfolds them)
players-strip = Players

## Turn timers (docs/server.md, "Turn timers"): the lobby's choice, the seats' clocks, the vote
lobby-time = Time
lobby-time-help = Each player has a time bank that runs only while they have to decide, and gets a little more after each move. When it runs out, a bot makes that move for them, and the other players may vote to replace them with a bot for the rest of the game.
lobby-time-none = No clock
lobby-time-relaxed = Relaxed
lobby-time-normal = Normal
lobby-time-fast = Fast
lobby-time-option = { $preset }: { $bank } each, plus { $increment } a move
# a table's turn timer in the waiting room and the open tables' rows: its name, then each
# seat's bank and what a move adds (time-span-minutes or time-span-seconds)
table-time = { $preset }: { $bank } + { $increment } a move
time-span-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
time-span-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
clock-left = { $minutes ->
        [0] { $seconds ->
                [one] { $seconds } second left
               *[other] { $seconds } seconds left
            }
        [one] { $seconds ->
                [one] { $minutes } minute { $seconds } second left
               *[other] { $minutes } minute { $seconds } seconds left
            }
       *[other] { $seconds ->
                [one] { $minutes } minutes { $seconds } second left
               *[other] { $minutes } minutes { $seconds } seconds left
            }
    }
clock-title = Time left to decide
clock-stand-in = A bot makes this move: the time ran out.
clock-ran-out = { $name } ran out of time: a bot makes this move for them.
clock-vote = Replace { $name } with a bot
clock-vote-help = { $name } ran out of time. When most of the other players vote for it, a bot plays their seat for the rest of the game.
clock-voted = You voted to replace { $name }: { $votes } of { $needed } votes.
clock-vote-cast = { $voter } voted to replace { $name } with a bot: { $votes } of { $needed } votes.
clock-replaced = { $name } was replaced by a bot for the rest of the game.
error-bad_time = There is no such time setting: choose no clock, relaxed, normal or fast.
error-not_timed_out = That player's time has not run out: there is nothing to vote on.
error-already_voted = You have already voted to replace that player.
error-bot_seat = A bot already plays that seat.
