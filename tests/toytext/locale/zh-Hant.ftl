game-name = 有文字的玩具賽跑
prompt-add = 在 { $total } 上加數：先到 { $target } 者勝。
action-add = 加 { $n }
