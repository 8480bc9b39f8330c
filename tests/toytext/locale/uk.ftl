game-name = Іграшкові перегони з текстами
prompt-add = Додайте до { $total }: хто досягне { $target }, той переможе.
action-add = Додати { $n }
