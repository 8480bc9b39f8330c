# King of Tokyo: Dark Edition — усе, що читають гравці, українською.
#
# Українського видання правил немає: усі назви (гри, монстрів, карт, плиток) — наш власний
# переклад, і над кожною стоїть позначка «# unofficial». Тексти карт і плиток — нашими словами.
# Множина: one (1, 21…), few (2–4, 22–24…), many (0, 5–20…), other (дроби).
# $you = "yes", коли йдеться про самого читача («Ви отримуєте»).

# unofficial
game-name = Король Токіо: Темне видання

## Параметри в лобі

option-two_player_variant = Правило для двох
option-two_player_variant-help = Лише для гри вдвох: коли входите в Токіо або починаєте там хід, отримуєте 1 енергію замість переможних очок — так радять правила.
option-two_player_variant-true = Увімкнено (енергія замість очок)
option-two_player_variant-false = Вимкнено (звичайні очки)
option-tiles = Плитки зла
option-tiles-help = Кожна плитка зла має червону й зелену сторони з різними силами. Для першої гри беріть червону.
option-tiles-red = Червона сторона (перша гра)
option-tiles-green = Зелена сторона
option-tiles-mix = Випадкова суміш обох сторін

## Слова гри

you-name = Ви
# читач серед інших імен у переліку («Бот 2 і ви»)
you-listed = ви
who-you = { $name } (ви)
seat-name = Місце { $seat }
face-1 = 1
face-2 = 2
face-3 = 3
face-energy = ЕНЕРГІЯ
face-heart = СЕРЦЕ
face-smash = УДАР
group-numbers = Числа
group-energy = Енергія
group-smash = Удари
group-heart = Серця
area-city = Місто Токіо
area-bay = Затока Токіо
tokyo = Токіо
token-poison = Отрута
token-shrink = Зменшення
token-smoke = Дим
card-type-keep = Лишити
card-type-discard = Скинути
tile-side-red = червона сторона
tile-side-green = зелена сторона
hearts-count = { $n ->
    [one] { $n } серце
    [few] { $n } серця
    [many] { $n } сердець
   *[other] { $n } серця
}
vp-count = { $n ->
    [one] { $n } переможне очко
    [few] { $n } переможні очки
    [many] { $n } переможних очок
   *[other] { $n } переможного очка
}
energy-count = { $n ->
    [one] { $n } одиниця енергії
    [few] { $n } одиниці енергії
    [many] { $n } одиниць енергії
   *[other] { $n } одиниці енергії
}
dice-count = { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}
rolls-count = { $n ->
    [one] { $n } кидок
    [few] { $n } кидки
    [many] { $n } кидків
   *[other] { $n } кидка
}
list-nobody = ніхто

## Чому щось сталося

why-dice = кубики
why-start-in-tokyo = початок ходу в Токіо
why-enter-tokyo = вхід у Токіо
why-buy = купівля
why-sold = продано карту
why-eliminated = вибуття
why-revive = новий початок
why-sweep = оновлення ринку
why-smash = удар
why-effect = дія карти
why-lose-all = втрата всіх сердець
why-poison = отрута
why-max-hp = менший максимум сердець
why-wings = Крила
why-super-jump = Суперстрибок
why-rapid-healing = Швидке загоєння
why-energy-drink = Енергетичний напій
why-stretchy = Гнучкий
why-hibernation = Сплячка
why-jets = Реактивні двигуни
why-metamorph = Метаморф
why-woke-up = пробудження
why-no-smoke-left = скінчився дим
why-used = використано
why-probe-rolled-a-heart = зонд викинув СЕРЦЕ

## Журнал подій (термінал і браузер)

event-rolloff = Перший хід: { $who } (найбільше УДАРІВ у жеребкуванні)
event-rolloff-rounds = Перший хід: { $who } (найбільше УДАРІВ після { $rounds } раундів жеребкування)
event-turn = { $you ->
    [yes] Ваш хід
   *[no] Хід: { $who }
}
event-turn-extra = { $you ->
    [yes] Ваш додатковий хід
   *[no] Додатковий хід: { $who }
}
event-roll = { $you ->
    [yes] Ви кидаєте: { $faces }
   *[no] { $who } кидає: { $faces }
}
event-reroll = { $you ->
    [yes] Ви перекидаєте { $count ->
        [one] { $count } кубик
        [few] { $count } кубики
        [many] { $count } кубиків
       *[other] { $count } кубика
    }: { $faces }
   *[no] { $who } перекидає { $count ->
        [one] { $count } кубик
        [few] { $count } кубики
        [many] { $count } кубиків
       *[other] { $count } кубика
    }: { $faces }
}
event-set-die = { $you ->
    [yes] Ви повертаєте кубик { $die } на { $face } ({ $source })
   *[no] { $who } повертає кубик { $die } на { $face } ({ $source })
}
event-vp-gain = { $you ->
    [yes] Ви отримуєте { $amount ->
        [one] { $amount } переможне очко
        [few] { $amount } переможні очки
        [many] { $amount } переможних очок
       *[other] { $amount } переможного очка
    } ({ $why }): тепер { $total }
   *[no] { $who } отримує { $amount ->
        [one] { $amount } переможне очко
        [few] { $amount } переможні очки
        [many] { $amount } переможних очок
       *[other] { $amount } переможного очка
    } ({ $why }): тепер { $total }
}
event-vp-lose = { $you ->
    [yes] Ви втрачаєте { $amount ->
        [one] { $amount } переможне очко
        [few] { $amount } переможні очки
        [many] { $amount } переможних очок
       *[other] { $amount } переможного очка
    } ({ $why }): тепер { $total }
   *[no] { $who } втрачає { $amount ->
        [one] { $amount } переможне очко
        [few] { $amount } переможні очки
        [many] { $amount } переможних очок
       *[other] { $amount } переможного очка
    } ({ $why }): тепер { $total }
}
event-energy-gain = { $you ->
    [yes] Ви отримуєте { $amount ->
        [one] { $amount } одиницю енергії
        [few] { $amount } одиниці енергії
        [many] { $amount } одиниць енергії
       *[other] { $amount } одиниці енергії
    } ({ $why }): тепер { $total }
   *[no] { $who } отримує { $amount ->
        [one] { $amount } одиницю енергії
        [few] { $amount } одиниці енергії
        [many] { $amount } одиниць енергії
       *[other] { $amount } одиниці енергії
    } ({ $why }): тепер { $total }
}
event-energy-lose = { $you ->
    [yes] Ви витрачаєте { $amount ->
        [one] { $amount } одиницю енергії
        [few] { $amount } одиниці енергії
        [many] { $amount } одиниць енергії
       *[other] { $amount } одиниці енергії
    } ({ $why }): лишилося { $total }
   *[no] { $who } витрачає { $amount ->
        [one] { $amount } одиницю енергії
        [few] { $amount } одиниці енергії
        [many] { $amount } одиниць енергії
       *[other] { $amount } одиниці енергії
    } ({ $why }): лишилося { $total }
}
event-hp-gain = { $you ->
    [yes] Ви відновлюєте { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why }): тепер { $total }
   *[no] { $who } відновлює { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why }): тепер { $total }
}
event-hp-lose = { $you ->
    [yes] Ви втрачаєте { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why }): лишилося { $total }
   *[no] { $who } втрачає { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why }): лишилося { $total }
}
event-hp-lose-by = { $you ->
    [yes] Ви втрачаєте { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why }; атакує { $by }): лишилося { $total }
   *[no] { $who } втрачає { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why }; { $by_you ->
        [yes] атакуєте ви
       *[no] атакує { $by }
    }): лишилося { $total }
}
event-wickedness-gain = { $you ->
    [yes] Ви отримуєте { $amount ->
        [one] { $amount } очко зла
        [few] { $amount } очки зла
        [many] { $amount } очок зла
       *[other] { $amount } очка зла
    }: тепер { $total }
   *[no] { $who } отримує { $amount ->
        [one] { $amount } очко зла
        [few] { $amount } очки зла
        [many] { $amount } очок зла
       *[other] { $amount } очка зла
    }: тепер { $total }
}
event-wickedness-lose = { $you ->
    [yes] Ваші очки зла падають до { $total } ({ $why })
   *[no] Очки зла: { $who } — тепер { $total } ({ $why })
}
event-smash = { $you ->
    [yes] Ви б'єте { $count ->
        [one] { $count } раз
        [few] { $count } рази
        [many] { $count } разів
       *[other] { $count } раза
    }, під ударом: { $targets }
   *[no] { $with_you ->
        [yes] { $others ->
            [0] { $who } б'є вас { $count ->
                [one] { $count } раз
                [few] { $count } рази
                [many] { $count } разів
               *[other] { $count } раза
            }
           *[other] { $who } б'є { $count ->
                [one] { $count } раз
                [few] { $count } рази
                [many] { $count } разів
               *[other] { $count } раза
            }, під ударом: { $targets }
        }
       *[no] { $who } б'є { $count ->
        [one] { $count } раз
        [few] { $count } рази
        [many] { $count } разів
       *[other] { $count } раза
    }, під ударом: { $targets }
    }
}
event-smash-nobody = { $you ->
    [yes] Ви б'єте { $count ->
        [one] { $count } раз
        [few] { $count } рази
        [many] { $count } разів
       *[other] { $count } раза
    }, але ні в кого не влучаєте
   *[no] { $who } б'є { $count ->
        [one] { $count } раз
        [few] { $count } рази
        [many] { $count } разів
       *[other] { $count } раза
    }, але ні в кого не влучає
}
event-token-gain = { $you ->
    [yes] Ви отримуєте { $amount ->
        [one] { $amount } жетон
        [few] { $amount } жетони
        [many] { $amount } жетонів
       *[other] { $amount } жетона
    } { $token ->
        [poison] отрути
        [shrink] зменшення
       *[smoke] диму
    }: тепер { $total }
   *[no] { $who } отримує { $amount ->
        [one] { $amount } жетон
        [few] { $amount } жетони
        [many] { $amount } жетонів
       *[other] { $amount } жетона
    } { $token ->
        [poison] отрути
        [shrink] зменшення
       *[smoke] диму
    }: тепер { $total }
}
event-token-lose = { $you ->
    [yes] Ви втрачаєте { $amount ->
        [one] { $amount } жетон
        [few] { $amount } жетони
        [many] { $amount } жетонів
       *[other] { $amount } жетона
    } { $token ->
        [poison] отрути
        [shrink] зменшення
       *[smoke] диму
    }: лишилося { $total }
   *[no] { $who } втрачає { $amount ->
        [one] { $amount } жетон
        [few] { $amount } жетони
        [many] { $amount } жетонів
       *[other] { $amount } жетона
    } { $token ->
        [poison] отрути
        [shrink] зменшення
       *[smoke] диму
    }: лишилося { $total }
}
event-enter = { $you ->
    [yes] Ви входите в Токіо ({ $area })
   *[no] { $who } входить у Токіо ({ $area })
}
event-leave = { $you ->
    [yes] { $why ->
        [yield] Ви поступаєтеся Токіо ({ $area })
        [forced] Вас витіснено з Токіо ({ $area })
        [bay_closed] Ви покидаєте Токіо ({ $area }): затоку закрито
        [death] Ви падаєте в Токіо ({ $area })
       *[other] Ви покидаєте Токіо ({ $area })
    }
   *[no] { $why ->
        [yield] { $who } поступається Токіо ({ $area })
        [forced] { $who } покидає Токіо ({ $area }): витіснення
        [bay_closed] { $who } покидає Токіо ({ $area }): затоку закрито
        [death] { $who } падає в Токіо ({ $area })
       *[other] { $who } покидає Токіо ({ $area })
    }
}
event-stay = { $you ->
    [yes] Ви лишаєтеся в Токіо
   *[no] { $who } лишається в Токіо
}
event-move = { $you ->
    [yes] Ви переходите в Токіо: { $from } → { $to }
   *[no] { $who } переходить у Токіо: { $from } → { $to }
}
event-tile = { $you ->
    [yes] Ви берете плитку зла «{ $tile }»
   *[no] { $who } бере плитку зла «{ $tile }»
}
event-tile-lost = { $you ->
    [yes] Ви втрачаєте плитку «{ $tile }» ({ $why })
   *[no] { $who } втрачає плитку «{ $tile }» ({ $why })
}
event-copy = { $you ->
    [yes] Ваш Плинник копіює «{ $card }»
   *[no] Плинник ({ $who }) копіює «{ $card }»
}
event-buy = { $you ->
    [yes] { $source ->
        [deck] Ви купуєте «{ $card }» з верху колоди за { $price } ⚡
        [owned] Ви купуєте «{ $card }» в іншого монстра за { $price } ⚡
       *[market] Ви купуєте «{ $card }» за { $price } ⚡
    }
   *[no] { $source ->
        [deck] { $who } купує «{ $card }» з верху колоди за { $price } ⚡
        [owned] { $who } купує «{ $card }» в іншого монстра за { $price } ⚡
       *[market] { $who } купує «{ $card }» за { $price } ⚡
    }
}
event-sweep = { $you ->
    [yes] Ви оновлюєте ринок
   *[no] { $who } оновлює ринок
}
event-reveal = Нова карта на ринку: «{ $card }»
event-reshuffle = Скид перетасовано в нову колоду ({ $size ->
    [one] { $size } карта
    [few] { $size } карти
    [many] { $size } карт
   *[other] { $size } карти
})
event-discard = { $you ->
    [yes] Ви скидаєте «{ $card }» ({ $why })
   *[no] { $who } скидає «{ $card }» ({ $why })
}
event-card-moved = { $from_you ->
    [yes] «{ $card }» переходить від вас до гравця { $to }
   *[no] { $to_you ->
        [yes] «{ $card }» переходить до вас від гравця { $from }
       *[no] «{ $card }»: { $from } → { $to }
    }
}
event-damage-prevented = { $you ->
    [yes] Ви уникаєте втрати { $amount ->
        [one] { $amount } серця
        [few] { $amount } сердець
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why })
   *[no] { $who } уникає втрати { $amount ->
        [one] { $amount } серця
        [few] { $amount } сердець
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $why })
}
event-camouflage = { $you ->
    [yes] Ви кидаєте на Камуфляж: { $faces }
   *[no] { $who } кидає на Камуфляж: { $faces }
}
event-probe = { $you ->
    [yes] Телепатичний зонд: ви перекидаєте кубик { $die } гравця { $target }, тепер { $face }
   *[no] { $target_you ->
        [yes] Телепатичний зонд ({ $who }): ваш кубик { $die } тепер { $face }
       *[no] Телепатичний зонд ({ $who } → { $target }): кубик { $die } тепер { $face }
    }
}
event-extra-turn = { $you ->
    [yes] Ви зробите ще один хід
   *[no] { $who } зробить ще один хід
}
event-extra-turn-fewer = { $you ->
    [yes] Ви зробите ще один хід, але на { $fewer ->
        [one] { $fewer } кубик
        [few] { $fewer } кубики
        [many] { $fewer } кубиків
       *[other] { $fewer } кубика
    } менше
   *[no] { $who } зробить ще один хід, але на { $fewer ->
        [one] { $fewer } кубик
        [few] { $fewer } кубики
        [many] { $fewer } кубиків
       *[other] { $fewer } кубика
    } менше
}
event-revive = { $you ->
    [yes] Ви повертаєтеся в гру завдяки «{ $card }»!
   *[no] { $who } повертається в гру завдяки «{ $card }»!
}
event-eliminated = { $you ->
    [yes] Ви вибуваєте з гри!
   *[no] { $who } вибуває з гри!
}
event-over = Гру завершено: { $with_you ->
    [yes] { $others ->
        [0] ви перемагаєте!
       *[other] перемагають { $winners }!
    }
   *[no] { $count ->
        [one] перемагає { $winners }!
       *[other] перемагають { $winners }!
    }
}
event-over-nobody = Гру завершено: усі монстри впали, переможця немає.

## Хто що вирішує

decision-roll = { $you ->
    [yes] Ви кидаєте кубики
   *[no] { $who } кидає кубики
}
decision-resolve = { $you ->
    [yes] Ви розігруєте кубики
   *[no] { $who } розігрує кубики
}
decision-buy = { $you ->
    [yes] Ви можете купити карти сил
   *[no] { $who } може купити карти сил
}
decision-damage = { $you ->
    [yes] Ви ось-ось утратите { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $cause }) і можете цьому запобігти
   *[no] { $who } ось-ось утратить { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    } ({ $cause }) і може цьому запобігти
}
decision-yield = { $you ->
    [yes] Ви вирішуєте, чи поступитися Токіо
   *[no] { $who } вирішує, чи поступитися Токіо
}
decision-tile = { $you ->
    [yes] Ви обираєте плитку зла рівня { $level }
   *[no] { $who } обирає плитку зла рівня { $level }
}
decision-probe = { $you ->
    [yes] Ви можете застосувати Телепатичний зонд
   *[no] { $who } може застосувати Телепатичний зонд
}
decision-jets = { $you ->
    [yes] Ви вирішуєте, чи відлетіти на Реактивних двигунах, перш ніж утратити { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    }
   *[no] { $who } вирішує, чи відлетіти на Реактивних двигунах, перш ніж утратити { $amount ->
        [one] { $amount } серце
        [few] { $amount } серця
        [many] { $amount } сердець
       *[other] { $amount } серця
    }
}
decision-swap = { $you ->
    [yes] Ви можете обміняти Нестабільну ДНК на карту
   *[no] { $who } може обміняти Нестабільну ДНК на карту
}
decision-opportunist = { $you ->
    [yes] Ви можете купити нову карту (Опортуніст)
   *[no] { $who } може купити нову карту (Опортуніст)
}
decision-sell = { $you ->
    [yes] Ви можете продати карти «Лишити» (Метаморф)
   *[no] { $who } може продати карти «Лишити» (Метаморф)
}
decision-copy = { $you ->
    [yes] Ви обираєте карту, яку скопіює Плинник
   *[no] { $who } обирає карту, яку скопіює Плинник
}
decision-other = { $you ->
    [yes] Ви вирішуєте
   *[no] { $who } вирішує
}

## Термінал (ludoteca play kingoftokyo)

term-turn = Хід { $turn }
term-city = Місто Токіо: { $who }
term-bay = Затока Токіо: { $who }
term-empty = порожньо
term-extra-turn = додатковий хід
term-in-city = у Місті Токіо
term-in-bay = у Затоці Токіо
term-eliminated = { $who } ({ $monster }): вибув(-ла) з гри, ПО: { $vp }
term-monster = { $who } ({ $monster }){ $where }: серця { $hp }/{ $max }, ПО { $vp }, енергія { $energy }, зло { $wickedness }
term-mark-poison = отрута { $n }
term-mark-shrink = зменшення { $n }
term-mark-zombie = зомбі
term-mark-hibernating = сплячка
term-card-smoke = { $card } (дим: { $n })
term-owned-tile = плитка «{ $tile }»
term-owned-copy = копія «{ $card }»
term-dice = Кубики: { $faces }
term-dice-none = Кубики: ще не кинуто
term-roll-number = кидок { $roll }
term-rolls-left = { $n ->
    [one] лишився { $n } кидок
    [few] лишилося { $n } кидки
    [many] лишилося { $n } кидків
   *[other] лишилося { $n } кидка
}
term-resolved = розіграно: { $groups }
term-market = Ринок:
term-market-empty = (порожньо)
term-market-card = { $name } — { $price } ⚡, { $type }: { $text }
term-market-card-cheaper = { $name } — { $price } ⚡ (на карті { $cost }), { $type }: { $text }
term-top-card = верх колоди: { $name } — { $price } ⚡: { $text }
term-deck = Колода: { $deck ->
    [one] { $deck } карта
    [few] { $deck } карти
    [many] { $deck } карт
   *[other] { $deck } карти
}; скид: { $discard }; плитки зла, що лишилися: { $tiles }
term-tiles-none = немає
term-game-over = Гру завершено: { $with_you ->
    [yes] { $others ->
        [0] ви перемогли
       *[other] перемогли { $winners }
    }
   *[no] { $count ->
        [one] переміг(-ла) { $winners }
       *[other] перемогли { $winners }
    }
}
term-game-over-nobody = Гру завершено: переможця немає
term-help = введіть 'reroll 1 3 5', 'keep 2 4', 'stop', 'resolve smash', 'buy 2', 'sweep', 'end', 'yield', 'stay', 'set 2 smash' або номер зі списку
term-typed-help = Також можна ввести { $commands }.

## Термінал: чому введену команду не прийнято (команди — англійські слова в усіх мовах)

term-refuse-not-now = Зараз це неможливо — { $action }.
term-refuse-not-rolling = Зараз ви не кидаєте кубики.
term-refuse-no-rolls-left = У цьому ході кидків більше не лишилося: кубики лишаються як є.
term-refuse-reroll-threes = Коли кидків не лишилося, перекинути можна лише кубики з 3.
term-refuse-no-die = { $count ->
    [0] Зараз немає кубиків, які можна вибрати.
    [1] Кубика { $die } немає: є лише кубик 1.
   *[other] Кубика { $die } немає: кубики мають номери від 1 до { $count }.
}
term-refuse-die-number = «{ $word }» — не номер кубика: кубики вводять номерами, як-от «keep 2 4».
term-refuse-group-none = Укажіть, які кубики розіграти: { $choices }.
term-refuse-group = «{ $group }» — не група кубиків: введіть { $choices }.
term-refuse-group-nothing = { $group }: зараз нічого розігрувати.
term-refuse-heart-cure = Зараз серця не можуть зняти отруту ({ $poison }) і зменшення ({ $shrink }).
term-refuse-buy-what = Укажіть номер карти на ринку, як-от «buy 2».
term-refuse-no-slot = На ринку немає карти { $slot }: карти мають номери від 1 до { $count }.
term-refuse-slot-empty = Місце { $slot } на ринку зараз порожнє.
term-refuse-buy-slot = Зараз не можна купити карту { $slot }.
term-refuse-afford = «{ $card }» коштує { $price } ⚡, а у вас { $energy } ⚡.
term-refuse-buy-card = Зараз не можна купити «{ $card }».
term-refuse-sweep-energy = Оновлення ринку коштує 2 ⚡, а у вас { $energy } ⚡.
term-refuse-not-asked-yield = Зараз вас не питають, чи лишитися в Токіо, чи поступитися ним.
term-refuse-no-extra = Зараз у вас немає додаткового кидка.
term-refuse-no-tool = Зараз у вас немає карти, що змінює кубик.
term-refuse-tool-not-now = «{ $card }» зараз не можна використати.
term-refuse-set-how = Укажіть кубик і його нову грань, як-от «set 2 smash».
term-refuse-face-missing = Укажіть і нову грань, як-от «set { $die } smash».
term-refuse-face = «{ $face }» — не грань кубика: введіть { $faces }.
term-refuse-set-face = Зараз не можна перетворити кубик { $die } на { $face }.
term-refuse-set-same = На кубику { $die } уже { $face }.
term-refuse-no-probe = Зараз не можна використати Телепатичний зонд.
term-refuse-probe-how = Укажіть, який кубик зондувати, як-от «probe 3».
term-refuse-no-tile = Зараз у вас немає плитки зла, яку можна взяти.
term-refuse-tile = «{ $name }» — не та плитка, яку можна взяти: { $tiles }.

## Дії, як їх показує термінал

action-reroll-all = перекинути всі кубики
action-reroll = перекинути кубики { $dice }
action-stop-rolling = більше не кидати
action-extra-roll = додатковий кидок ({ $source })
action-set-die = { $source }: кубик { $die } на { $face }
action-resolve = розіграти: { $group }
action-resolve-heart = розіграти серця (зняти отруту: { $poison }, зменшення: { $shrink })
action-take-tile = узяти «{ $tile }»: { $text }
action-buy = купити «{ $card }» ({ $price } ⚡): { $text }
action-buy-slot = купити карту { $slot }
action-buy-top = купити верхню карту колоди, «{ $card }»
action-buy-top-unseen = купити верхню карту колоди
action-buy-owned = купити «{ $card }» (власник: { $owner })
action-probe = зонд на кубик { $die }
action-swap-card = узяти «{ $card }» за Нестабільну ДНК
action-sell = продати «{ $card }» за { $price } ⚡
action-copy-card = скопіювати «{ $card }»
action-end-turn = завершити хід
action-end-selling = готово (нічого не продавати)
action-yield = поступитися Токіо
action-stay = лишитися в Токіо
action-sweep = оновити ринок (2 ⚡)
action-wings = Крила: до кінця ходу не втрачати сердець (2 ⚡)
action-super-jump = Суперстрибок: на 1 серце менше (1 ⚡)
action-rapid-heal = Швидке загоєння: +1 серце (2 ⚡)
action-wake = прокинутися (скинути Сплячку)
action-pass = пропустити

## Екран у браузері

ui-log-title = Що сталося
ui-log-empty = Тут з'явиться історія битви.
ui-a-card = карта сили
ui-a-tile = плитка
ui-turn = Хід { $turn }
ui-extra-turn = додатковий хід
ui-status-over = Битву за Токіо завершено
ui-status-roll = { $who } кидає кубики · кидок { $roll } з { $total }
ui-location-city = у Місті Токіо
ui-location-bay = у Затоці Токіо
ui-location-out = поза Токіо
ui-tag-eliminated = вибуває
ui-tag-turn = хід
ui-tag-deciding = вирішує…
ui-tag-winner = переможець
ui-tag-zombie = зомбі
ui-zombie-title = Зомбування: не більше 12 сердець, СЕРЦЯ на кубиках не діють
ui-tag-hibernating = сплячка
ui-hibernating-title = Сплячка: жодної шкоди, не входить у Токіо, нічого не купує
ui-poison-title = Жетони отрути: { $n }. Наприкінці свого ходу монстр утрачає стільки ж сердець
ui-shrink-title = Жетони зменшення: { $n }. Кожен забирає один кубик
ui-hp-title = Серця: { $hp } з { $max }
ui-vp-title = Переможні очки: { $vp } з 20
ui-energy-title = Енергія: { $n }
ui-wicked-label = зло
ui-wicked-title = Очки зла: { $n }. Плитки на 3, 6 і 10
ui-wicked-level = рівень { $level }
ui-wicked-level-taken = рівень { $level }: плитку взято
ui-smoke-title = Жетони диму: { $n }. Кожен дає додатковий кидок
ui-smoke-left = Лишилося жетонів диму: { $n }
ui-card-title = { $name } ({ $type }, ціна { $cost }): { $text }
ui-tile-title = { $name } (зло { $level }): { $text }
ui-card-hover = { $name }: { $text }
ui-copy-chip = копіює «{ $card }»
ui-copy-title = Плинник копіює «{ $card }»: { $text }
ui-empty = порожньо
ui-bay-closed = закрито
ui-bay-closed-title = Затока Токіо відкрита, коли грає 5 або більше монстрів
ui-tokyo-rule = Вхід у Токіо: +1 ★ · початок ходу там: +2 ★
ui-tokyo-rule-2p = Вхід у Токіо або початок ходу там: +1 ⚡
ui-die = Кубик { $die }: { $face }
ui-die-kept = Кубик { $die }: { $face } (відкладено)
ui-die-toggle = Кубик { $die }: { $face }. Натисніть, щоб відкласти
ui-die-kept-toggle = Кубик { $die }: { $face } (відкладено). Натисніть, щоб перекинути
ui-keep-tag = лишити
ui-reroll-all = Перекинути всі кубики
ui-reroll = Перекинути { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}
ui-reroll-blocked = оберіть кубики, які можна перекинути
ui-stop-rolling = Лишити ці кубики
ui-extra-roll = Додатковий кидок: { $source }
ui-extra-roll-energy_drink = Додатковий кидок: Енергетичний напій (1⚡)
ui-extra-roll-smoke_cloud = Додатковий кидок: Димова завіса (1 дим)
ui-reroll-note-dweller = Зараз не можна перекинути всі ці кубики: без кидків, що лишилися, перекидати можна лише трійки (Мешканець задвірків), тож решту відкладіть.
ui-reroll-note = Зараз не можна перекинути всі ці кубики: відкладіть деякі.
ui-reroll-all-kept = Усі кубики відкладено: торкніться кубика, щоб повернути його й перекинути, або залиште ці кубики.
ui-tool = { $name }
ui-tool-paid = { $name } ({ $cost }⚡)
ui-tool-pick = { $tool }: натисніть кубик, який треба змінити.
ui-tool-face = Кубик { $die } стане:
ui-cancel = Скасувати
ui-hint-keep = Натисніть кубики, які відкладаєте; решту буде перекинуто.
ui-hint-probe = Телепатичний зонд: натисніть кубик, щоб його перекинути.
ui-no-more-rolling = Кидків більше немає.
ui-waiting-first-roll = Чекаємо на перший кидок…
ui-dice = Кубики
ui-dice-of = Кубики: { $who }
ui-rolls-title = зроблені й залишені кидки
ui-roll-of = кидок { $roll } з { $total } · { $left ->
    [one] лишився { $left } кидок
    [few] лишилося { $left } кидки
    [many] лишилося { $left } кидків
   *[other] лишилося { $left } кидка
}
ui-final-roll = { $n ->
    [one] остаточний результат (після { $n } кидка)
   *[other] остаточний результат (після { $n } кидків)
}
ui-sum-numbers = { $count }× { $face }: { $vp } ★
ui-sum-smash = ударів: { $n }
ui-sum-nothing = поки нічого не приносить очок
ui-sum-resolved = розіграно: { $groups }
ui-you-pay = ви платите
ui-price = ціна
ui-price-title-you = скільки заплатите ви
ui-price-title = скільки заплатив би глядач
ui-buy-for = Купити за { $price }⚡
ui-top-card = верх колоди (Створений у лабораторії)
ui-buy-it = Купити
ui-buy-top = Купити верхню карту
ui-power-cards = Карти сил
ui-sweep = Оновити ринок (2⚡)
ui-deck-title = карт лишилося в колоді
ui-in-deck = у колоді
ui-discarded = у скиді: { $count }
ui-read-card = Прочитати всю карту
ui-printed-cost = ціна на карті
ui-wickedness-tiles = Плитки зла
ui-none-left = не лишилося
ui-take = Узяти
ui-yield = Поступитися Токіо
ui-stay = Лишитися в Токіо
ui-wings = Крила: без шкоди (2⚡)
ui-super-jump = Суперстрибок: мінус 1 втрата (1⚡)
ui-rapid-heal = Швидке загоєння: +1 серце (2⚡)
ui-wake = Прокинутися (скинути Сплячку)
ui-probe-die = перекинути кубик { $die }
ui-swap-take = Узяти «{ $card }»
ui-buy-owned = Купити «{ $card }» (власник: { $who }, { $cost }⚡)
ui-buy-owned-plain = Купити «{ $card }» ({ $cost }⚡)
ui-sell = Продати «{ $card }» за { $cost }⚡
ui-copy = Скопіювати «{ $card }» ({ $monster })
ui-copy-plain = Скопіювати «{ $card }»
ui-pass = Пропустити
ui-pass-damage = Прийняти шкоду
ui-pass-probe = Не застосовувати зонд
ui-pass-swap = Лишити свою карту
ui-pass-opportunist = Не купувати
ui-pass-copy = Нічого не копіювати
ui-pass-sell = Нічого не продавати
ui-pass-resolve = Лишити кубики як є
ui-end-turn = Завершити хід
ui-resolve-numbers = Порахувати числа
ui-resolve-energy = Узяти енергію: { $n }
ui-resolve-smash = Удари ×{ $n }
ui-resolve-heart = Серця: відновити { $heal }
ui-resolve-heart-cure = Серця: відновити { $heal }, зняти отруту { $poison }, зменшення { $shrink }
ui-prompt-roll = Кидок { $roll } з { $total }: відкладіть потрібні кубики й перекиньте решту або лиште всі.
ui-prompt-roll-last = Кидків не лишилося: лиште ці кубики або зробіть додатковий кидок.
ui-prompt-resolve = Розіграйте кубики: оберіть, яку групу розіграти наступною.
ui-prompt-buy = Купіть карти сил на ринку або завершіть хід.
ui-prompt-tile = Ваші очки зла досягли { $level }: візьміть плитку зла рівня { $level }.
ui-prompt-copy = Плинник: оберіть карту «Лишити», яку скопіювати.
ui-prompt-yield = Вас ударили. Лишитися в Токіо чи поступитися?
ui-prompt-yield-by = Вас ударив монстр { $who }. Лишитися в Токіо чи поступитися?
ui-prompt-jets = Удар монстра { $who } забере у вас { $amount ->
    [one] { $amount } серце
    [few] { $amount } серця
    [many] { $amount } сердець
   *[other] { $amount } серця
}. З Реактивними двигунами можна поступитися зараз і нічого не втратити — або лишитися й прийняти удар.
ui-prompt-damage = Ви ось-ось утратите { $amount ->
    [one] { $amount } серце
    [few] { $amount } серця
    [many] { $amount } сердець
   *[other] { $amount } серця
}. Запобігти?
ui-prompt-damage-by = Через монстра { $who } ви ось-ось утратите { $amount ->
    [one] { $amount } серце
    [few] { $amount } серця
    [many] { $amount } сердець
   *[other] { $amount } серця
}. Запобігти?
ui-prompt-probe = Телепатичний зонд: перекинути один кубик монстра { $who }?
ui-prompt-swap = Нестабільна ДНК: обміняти її на одну з карт монстра { $who }?
ui-prompt-opportunist = Опортуніст: купити щойно відкриту карту за звичайною ціною?
ui-prompt-sell = Метаморф: продайте карти «Лишити» за ціною на карті або завершіть хід.
ui-prompt-other = Ваш хід.
ui-winner-one = { $who } — Король Токіо!
ui-winner-many = Спільна перемога: { $who }!
ui-winner-none = Переможця немає: усі монстри впали.
ui-col-monster = Монстр
ui-final-table = Підсумкова таблиця
ui-col-result = Результат
ui-col-player = Гравець
ui-col-vp = ПО
ui-col-hearts = Серця
ui-play-again = Зіграти ще
ui-tile-info = { $side } · рівень зла { $level }
ui-close = Закрити
ui-keys-title = Клавіші
ui-key-dice = 1–8: відкласти кубик або повернути його
ui-key-reroll = R: перекинути невідкладені кубики
ui-key-stop = S: лишити ці кубики
ui-key-end = E: завершити хід
ui-key-close = Esc: закрити текст карти
ui-tap-hint = Торкніться або клацніть назву карти чи плитки, щоб прочитати її повністю.

## Як грати (рядок з "## " — заголовок, з "- " — пункт списку)

help-title = Як грати в «Короля Токіо»
help-body =
    ## Мета
    Ви — велетенський монстр, що б'ється за Токіо. Перемагає той, хто першим набере 20 переможних очок (★) або лишиться останнім монстром на ногах.

    ## Хід
    - Киньте шість кубиків. Потім можна перекинути ще до двох разів: відкладіть ті кубики, що подобаються, і перекиньте решту (відкладений кубик пізніше теж можна перекинути).
    - Розіграйте кубики, що лишилися після останнього кидка, у будь-якому порядку.
    - Якщо в Токіо нікого немає, ви мусите туди ввійти.
    - Купуйте карти сил за енергію — скільки вистачить. За 2 енергії можна також оновити ринок: скинути три карти й відкрити три нові.
    - Хід закінчується; карти, що діють наприкінці ходу, спрацьовують зараз. Далі ходить сусід ліворуч (за годинниковою стрілкою).

    ## Кубики
    - 1, 2, 3: три однакові числа дають стільки очок, скільки на них написано; кожен наступний такий самий кубик додає 1. Три одиниці ще й дають 2 очки зла, три двійки — 1.
    - ЕНЕРГІЯ (блискавка): візьміть 1 енергію. Енергія купує карти сил і оплачує деякі їхні вміння.
    - СЕРЦЕ: відновіть 1 серце, не більше 10. У Токіо не діє.
    - УДАР (кігті): кожен монстр в іншому місці втрачає 1 серце. Ззовні ви б'єте тих, хто в Токіо; з Токіо — усіх, хто поза ним.

    ## Місто Токіо і Затока Токіо
    Вхід у Токіо дає 1 ★, а початок ходу там — ще 2 ★. У Токіо не можна лікуватися СЕРЦЯМИ, і всі монстри ззовні б'ють саме вас. Після удару кубиками можна поступитися: покинути Токіо, і ваше місце займе той, хто вас ударив. Затока Токіо відкрита, коли грає 5 або 6 монстрів, і діє так само, як Місто; коли їх лишається менше п'яти, затоку закривають.

    ## Зло
    Три одиниці або три двійки піднімають ваші очки зла на шкалі. На позначках 3, 6 і 10 ви берете плитку зла цього рівня: тривалу силу або одноразову дію. Кожен рівень дає лише одну плитку, і шкала ніколи не опускається.

    ## Карти й плитки
    Карти «Лишити» лежать перед вами й дають тривалу силу; карти «Скинути» діють одразу, а потім їх скидають. Торкніться або клацніть назву карти чи плитки, щоб прочитати її повністю.

    ## Гра тут
    - Хто ходить першим, визначає автоматичне жеребкування: найбільше УДАРІВ — той і починає.
    - Часу ніхто не обмежує; порожні місця займають боти.
    - Кубики розігрують групами: натискайте кнопки груп у потрібному порядку, остання розіграється сама.
    - Коли шкоді можна запобігти (Крила, Суперстрибок, Швидке загоєння), гра запитає вас, перш ніж ви втратите серця.
    - Удвох (якщо ввімкнено відповідний параметр) Токіо дає 1 енергію замість очок.
help-keys =
    ## Клавіші
    - 1–8: відкласти кубик або повернути його
    - R: перекинути невідкладені кубики
    - S: лишити ці кубики й більше не кидати
    - E: завершити хід
    - Esc: закрити текст карти

## Монстри

# unofficial
monster-alienoid = Темний Іншопланетник
# unofficial
monster-the_king = Темний Король
# unofficial
monster-gigazaur = Темний Гігазавр
# unofficial
monster-meka_dragon = Темний Мехадракон
# unofficial
monster-cyber_bunny = Темний Кіберкролик
# unofficial
monster-kraken = Темний Кракен

## Карти сил: назва і .text (повний текст)

# unofficial
card-acid_attack = Кислотна атака
    .text = Ваш кидок завжди має на один УДАР більше, навіть якщо ви не викинули жодного.
# unofficial
card-alien_origin = Інопланетне походження
    .text = Карти сил коштують вам на 1 енергію менше.
# unofficial
card-alpha_monster = Альфа-монстр
    .text = Отримайте 1 ★, коли у вашому остаточному кидку є хоч один УДАР.
# unofficial
card-armor_plating = Бронепластини
    .text = Ігноруйте будь-яку втрату рівно 1 серця.
# unofficial
card-background_dweller = Мешканець задвірків
    .text = Кубики з трійкою завжди можна перекинути, навіть коли кидків не лишилося.
# unofficial
card-burrowing = Підкоп
    .text = У Токіо ваш кидок має на один УДАР більше. Коли ви поступаєтеся Токіо, монстр, що займає ваше місце, втрачає 1 серце.
# unofficial
card-camouflage = Камуфляж
    .text = Коли маєте втратити серця, киньте по кубику за кожне; кожне викинуте СЕРЦЕ скасовує одну втрату.
# unofficial
card-complete_destruction = Цілковите руйнування
    .text = Остаточний кидок з усіма шістьма гранями дає ще 9 ★.
# unofficial
card-media_friendly = Улюбленець медіа
    .text = Отримуйте 1 ★ щоразу, коли купуєте карту сили.
# unofficial
card-eater_of_the_dead = Пожирач мертвих
    .text = Отримуйте 3 ★ щоразу, коли в іншого монстра лишається 0 сердець.
# unofficial
card-energy_hoarder = Скнара енергії
    .text = Наприкінці свого ходу отримайте 1 ★ за кожні повні 6 енергії, що у вас є.
# unofficial
card-even_bigger = Ще більший
    .text = Ваш максимум — 12 сердець. Купуючи цю карту, відновіть 2 серця.
# unofficial
card-extra_head = Зайва голова
    .text = Ви кидаєте на один кубик більше.
# unofficial
card-fire_breathing = Вогняний подих
    .text = Коли у вашому остаточному кидку є УДАР, обидва ваші сусіди втрачають ще по 1 серцю, хоч би де були (якщо суперник лише один — разом 1).
# unofficial
card-freeze_time = Зупинка часу
    .text = Коли викидаєте щонайменше три одиниці, після цього ходу зробіть ще один, з одним кубиком менше.
# unofficial
card-friend_of_children = Друг дітей
    .text = Щоразу, коли отримуєте енергію, отримайте на 1 більше.
# unofficial
card-giant_brain = Велетенський мозок
    .text = Щоходу у вас один додатковий кидок.
# unofficial
card-gourmet = Гурман
    .text = Коли викидаєте щонайменше три одиниці, отримайте ще 2 ★.
# unofficial
card-herbivore = Травоїдний
    .text = Наприкінці свого ходу отримайте 1 ★, якщо за цей хід жоден монстр не втратив через вас сердець.
# unofficial
card-herd_culler = Винищувач стада
    .text = Раз за хід можете перетворити один свій кубик на одиницю.
# unofficial
card-it_has_a_child = У нього є дитинча!
    .text = На 0 сердець ви не вибуваєте: скиньте всі свої карти й плитки, обнуліть очки зла й ★, покиньте Токіо і грайте далі з 10 серцями.
# unofficial
card-jets = Реактивні двигуни
    .text = Якщо ви поступаєтеся Токіо, то не втрачаєте сердець від удару, через який поступилися.
# unofficial
card-made_in_a_lab = Створений у лабораторії
    .text = Під час купівлі ви бачите верхню карту колоди й можете її купити.
# unofficial
card-metamorph = Метаморф
    .text = Наприкінці свого ходу можете скинути свої карти «Лишити» й отримати енергію, що дорівнює їхній ціні на карті.
# unofficial
card-nova_breath = Подих наднової
    .text = Ваші УДАРИ влучають у всіх інших монстрів, у Токіо вони чи ні.
# unofficial
card-detritivore = Падальник
    .text = Остаточний кидок з одиницею, двійкою і трійкою дає ще 2 ★.
# unofficial
card-opportunist = Опортуніст
    .text = Щойно відкривають нову карту, ви можете негайно її купити, навіть у чужий хід.
# unofficial
card-parasitic_tentacles = Паразитичні щупальця
    .text = Можете купувати карти «Лишити» в інших монстрів; ціну отримує власник.
# unofficial
card-plot_twist = Несподіваний поворот
    .text = Перед розіграшем поверніть один кубик на будь-яку грань, а потім скиньте цю карту.
# unofficial
card-poison_quills = Отруйні голки
    .text = Коли викидаєте щонайменше три двійки, додайте два УДАРИ.
# unofficial
card-psychic_probe = Телепатичний зонд
    .text = Після останнього кидка іншого монстра можете перекинути один його кубик; якщо випаде СЕРЦЕ, скиньте цю карту.
# unofficial
card-rapid_healing = Швидке загоєння
    .text = Будь-коли заплатіть 2 енергії, щоб відновити 1 серце.
# unofficial
card-regeneration = Регенерація
    .text = Щоразу, коли відновлюєте серця, відновіть на 1 більше.
# unofficial
card-shrink_ray = Зменшувальний промінь
    .text = Кожен монстр, якого поранив ваш УДАР, отримує жетон зменшення: мінус один кубик за кожен жетон. СЕРЦЕ поза Токіо може зняти жетон замість лікування.
# unofficial
card-smoke_cloud = Димова завіса
    .text = Приходить із 3 жетонами диму; витратьте один на додатковий кидок. Коли витратите останній, скиньте карту.
# unofficial
card-lunar_powered = Місячна енергія
    .text = Наприкінці свого ходу, якщо у вас немає енергії, отримайте 1.
# unofficial
card-spiked_tail = Шипастий хвіст
    .text = Якщо ви викинули хоч один УДАР, додайте ще один.
# unofficial
card-stretchy = Гнучкий
    .text = Перед розіграшем заплатіть 2 енергії, щоб повернути один кубик на будь-яку грань (скільки завгодно разів, доки є чим платити).
# unofficial
card-energy_drink = Енергетичний напій
    .text = Платіть 1 енергію за додатковий кидок, скільки завгодно разів.
# unofficial
card-urbavore = Містоїд
    .text = Отримуйте ще 1 ★, коли починаєте хід у Токіо. У Токіо кидок з УДАРОМ має на один УДАР більше.
# unofficial
card-were_only_making_it_stronger = Ми його лише загартовуємо!
    .text = Щоразу, коли втрачаєте 2 чи більше сердець за раз, отримайте 1 енергію.
# unofficial
card-wings = Крила
    .text = Коли маєте втратити серця, заплатіть 2 енергії — і до кінця ходу не втрачайте жодного.
# unofficial
card-hibernation = Сплячка
    .text = Не можна купити в Токіо. Доки вона у вас, ви не зазнаєте шкоди, ніколи не входите в Токіо, нічого не купуєте, і діють лише СЕРЦЯ та ЕНЕРГІЯ. Скиньте її, коли забажаєте.
# unofficial
card-nanobots = Наноботи
    .text = На початку свого ходу, якщо у вас менше 3 сердець, відновіть 2 серця.
# unofficial
card-natural_selection = Природний добір
    .text = Купуючи, отримайте 4 енергії й 4 серця. Ви кидаєте на один кубик більше. Якщо наприкінці ходу серед ваших кубиків є трійка, ви втрачаєте всі серця.
# unofficial
card-reflective_hide = Дзеркальна шкура
    .text = Монстр, через якого ви втрачаєте серця, теж втрачає 1 серце.
# unofficial
card-super_jump = Суперстрибок
    .text = Раз за хід кожного гравця заплатіть 1 енергію, щоб скасувати втрату 1 серця.
# unofficial
card-unstable_dna = Нестабільна ДНК
    .text = Коли поступаєтеся Токіо, можете обміняти цю карту на карту монстра, що вас ударив.
# unofficial
card-zombify = Зомбування
    .text = Коли вперше лишаєтеся з 0 сердець, скиньте всі карти й плитки, обнуліть очки зла й ★, покиньте Токіо і грайте далі з 12 серцями; відтепер ваш максимум 12, а СЕРЦЯ на кубиках нічого не дають.
# unofficial
card-apartment_building = Житловий будинок
    .text = Отримайте 3 ★.
# unofficial
card-commuter_train = Приміський потяг
    .text = Отримайте 2 ★.
# unofficial
card-corner_store = Крамничка на розі
    .text = Отримайте 1 ★.
# unofficial
card-death_from_above = Смерть згори
    .text = Отримайте 2 ★; якщо ви не в Місті Токіо, займіть його: усі інші монстри покидають Токіо.
# unofficial
card-energize = Заряд енергії
    .text = Отримайте 9 енергії.
# unofficial
card-evacuation_orders = Наказ про евакуацію
    .text = Кожен інший монстр втрачає 5 ★.
# unofficial
card-flame_thrower = Вогнемет
    .text = Кожен інший монстр втрачає 2 серця.
# unofficial
card-frenzy = Шаленство
    .text = Після цього ходу зробіть ще один.
# unofficial
card-gas_refinery = Нафтопереробний завод
    .text = Отримайте 2 ★; кожен інший монстр втрачає 3 серця.
# unofficial
card-high_altitude_bombing = Висотне бомбардування
    .text = Кожен монстр, ви теж, втрачає 3 серця.
# unofficial
card-jet_fighters = Винищувачі
    .text = Отримайте 5 ★ і втратьте 4 серця.
# unofficial
card-nuclear_power_plant = Атомна електростанція
    .text = Отримайте 2 ★ і 3 серця.
# unofficial
card-skyscraper = Хмарочос
    .text = Отримайте 4 ★.
# unofficial
card-tank = Танк
    .text = Отримайте 4 ★ і втратьте 3 серця.
# unofficial
card-vast_storm = Велика буря
    .text = Отримайте 2 ★; кожен інший монстр втрачає 1 енергію за кожні 2, що має.
# unofficial
card-monster_pets = Домашні монстрики
    .text = Кожен монстр, ви теж, втрачає 3 ★.

## Плитки зла (кожна сторона): назва і .text

# unofficial
tile-devious = Підступний
    .text = Щоходу у вас один додатковий кидок.
# unofficial
tile-barbs = Колючки
    .text = Кидок щонайменше з двома УДАРАМИ має ще один УДАР.
# unofficial
tile-eternal = Вічний
    .text = На початку свого ходу відновіть 1 серце.
# unofficial
tile-final_roar = Останній рик
    .text = Якщо ви вибуваєте, маючи 16 ★ або більше, ви натомість перемагаєте.
# unofficial
tile-skulking = Крадькома
    .text = Коли викидаєте три або більше одиниць, отримайте ще 1 ★.
# unofficial
tile-poison_spit = Отруйна слина
    .text = Кожен монстр, якого поранив ваш УДАР, отримує жетон отрути: наприкінці свого ходу він втрачає 1 серце за кожен жетон. СЕРЦЕ поза Токіо може зняти жетон замість лікування.
# unofficial
tile-tireless = Невтомний
    .text = На початку свого ходу отримайте 1 енергію.
# unofficial
tile-underdog = Аутсайдер
    .text = Кожен монстр, що має більше ★, ніж ви, і якого поранив ваш УДАР, віддає вам 1 ★.
# unofficial
tile-cyberbrain = Кібермозок
    .text = Ви кидаєте на один кубик більше.
# unofficial
tile-defender_of_tokyo = Захисник Токіо
    .text = Коли ви входите в Токіо або починаєте там хід, кожен інший монстр втрачає 1 ★.
# unofficial
tile-evil_lair = Лиховісне лігво
    .text = Карти сил коштують вам на 1 енергію менше.
# unofficial
tile-fluxling = Плинник
    .text = Скопіюйте одну карту «Лишити», що є в грі, наче її щойно зіграли (разом із її жетонами; те, що карта робить при купівлі, не відбувається). Копія зникає, коли ту карту скидають. На початку свого ходу можете безкоштовно скопіювати іншу карту.
# unofficial
tile-full_regeneration = Повне відновлення
    .text = Ваш максимум — 12 сердець; отримавши цю плитку, відновіться до 12.
# unofficial
tile-have_it_all = Усе й одразу!
    .text = Отримавши цю плитку, візьміть 1 ★ за кожну свою карту «Лишити»; надалі отримуйте 1 ★ за кожну куплену карту.
# unofficial
tile-widespread_panic = Загальна паніка
    .text = Кожен інший монстр втрачає 4 ★; потім скиньте цю плитку.
# unofficial
tile-sonic_boomer = Звуковий удар
    .text = На початку свого ходу отримайте 1 ★.
# unofficial
tile-antimatter_beam = Промінь антиматерії
    .text = Ваші УДАРИ рахуються подвійно.
# unofficial
tile-final_push = Останній ривок
    .text = Відновіть 2 серця, отримайте 2 енергії й після цього ходу зробіть ще один; потім скиньте цю плитку.
# unofficial
tile-skybeam = Небесний промінь
    .text = Кожна ЕНЕРГІЯ дає на 1 енергію більше, а кожне СЕРЦЕ — на 1 серце більше (навіть у Токіо).
# unofficial
tile-starburst = Зоряний вибух
    .text = Отримайте 12 енергії; потім скиньте цю плитку.

## the yield prompts with the hearts the decision depends on
ui-prompt-yield-hearts = Вас ударили: лишилося сердець { $hp } з { $max }. Лишитися в Токіо чи поступитися?
ui-prompt-yield-by-hearts = Вас ударив монстр { $who }: лишилося сердець { $hp } з { $max }. Лишитися в Токіо чи поступитися?
ui-prompt-jets-hearts = Удар монстра { $who } забере у вас { $amount ->
    [one] { $amount } серце
    [few] { $amount } серця
    [many] { $amount } сердець
   *[other] { $amount } серця
} (маєте { $hp } з { $max }). З Реактивними двигунами можна поступитися зараз і нічого не втратити — або лишитися й прийняти удар.
