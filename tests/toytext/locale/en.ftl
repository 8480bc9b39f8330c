game-name = Toy race with texts
prompt-add = Add to { $total }: whoever reaches { $target } wins.
action-add = Add { $n }
