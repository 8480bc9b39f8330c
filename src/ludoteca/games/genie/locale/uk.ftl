# Тексти гри про джина, українською.
# There is no Ukrainian edition: every name here is our own translation and is marked
# "# unofficial" (listed by `ludoteca content`). Present tense throughout, so a sentence
# never has to guess a player's gender; names of players stay in the nominative
# ("у гравця { $who }"). Plural categories: one, few, many, other (CLDR).

## Terms: the chests in the cases a sentence needs

-chest-bronze = { $case ->
   *[nom] бронзова скриня
    [acc] бронзову скриню
    [gen] бронзової скрині
    [loc] бронзовій скрині
}
-chest-silver = { $case ->
   *[nom] срібна скриня
    [acc] срібну скриню
    [gen] срібної скрині
    [loc] срібній скрині
}
-chest-gold = { $case ->
   *[nom] золота скриня
    [acc] золоту скриню
    [gen] золотої скрині
    [loc] золотій скрині
}

## Names

# unofficial
game-name = Джин: три скрині скарбів
# unofficial
chest-bronze = бронзова скриня
# unofficial
chest-silver = срібна скриня
# unofficial
chest-gold = золота скриня
# unofficial
metal-bronze = бронза
# unofficial
metal-silver = срібло
# unofficial
metal-gold = золото
# unofficial
colour-green = зелений
# unofficial
colour-red = червоний
# unofficial
colour-blue = синій
# unofficial
colour-yellow = жовтий
# unofficial
piece-bracelet = браслет
# unofficial
piece-ring = перстень
# unofficial
piece-necklace = намисто
# unofficial
card-gem-green = зелений самоцвіт
# unofficial
card-gem-red = червоний самоцвіт
# unofficial
card-gem-blue = синій самоцвіт
# unofficial
card-gem-yellow = жовтий самоцвіт
# unofficial
card-bronze-bracelet = бронзовий браслет
# unofficial
card-bronze-ring = бронзовий перстень
# unofficial
card-bronze-necklace = бронзове намисто
# unofficial
card-silver-bracelet = срібний браслет
# unofficial
card-silver-ring = срібний перстень
# unofficial
card-silver-necklace = срібне намисто
# unofficial
card-gold-bracelet = золотий браслет
# unofficial
card-gold-ring = золотий перстень
# unofficial
card-gold-necklace = золоте намисто
# unofficial
card-talisman = талісман
# unofficial
card-wizard = чарівник
# unofficial
name-gem = самоцвіт
# unofficial
name-jewellery = прикраса
# unofficial
name-scorpion = скорпіон
# unofficial
name-genie = джин
# unofficial
name-lamp = чарівна лампа
# unofficial
name-lamp-card = карта лампи
# unofficial
name-chest-card = карта скрині
# unofficial
name-starting-card = стартова карта
# unofficial
name-treasure-board = планшет скарбів
# unofficial
name-ring = чарівний перстень
# unofficial
name-my-precious = «Моя прелесть»
# unofficial
name-cave = печера

## Options

option-my_precious = «Моя прелесть»
option-my_precious-help = Хто з кубиком 6 витягне всі шість карт і не наткнеться на скорпіонів, отримує чарівний перстень: 5 очок наприкінці та одну карту на вибір із відбою.
option-my_precious-false = Вимкнено
option-my_precious-true = Увімкнено
option-race = Хто виграє лампу
option-race-help = Коли лампу труть кілька гравців з однаковим значенням, джина викликає лише один із них.
option-race-lottery = Чесний жереб: серед тих, хто встиг потерти, переможця обирає випадок
option-race-arrival = Найшвидший: виграє той, хто потер першим (один спільний екран)
option-race-auto = Автоматично: гравці зі збігом труть лампу самі, помилитися неможливо
option-two_player_second_group = Двоє гравців: збіглися обидва значення
option-two_player_second_group-help = У грі вдвох один гравець може мати збіг за обома значеннями, але викликає джина лише раз за раунд.
option-two_player_second_group-next_fastest = Другу чергу бажань отримує суперник, якщо він тер лампу
option-two_player_second_group-forfeit = Другої черги бажань немає
option-wizard_counts = Чарівник займає місце карти
option-wizard_counts-help = Чи рахується чарівник, витягнутий зі скрині, як одна з карт, які дозволяє кубик.
option-wizard_counts-true = Так: він рахується як одна з ваших карт
option-wizard_counts-false = Ні: можна й далі тягнути стільки ж скарбів

## Cards

card-short-talisman = талісман
card-short-wizard = чарівник
card-with-scorpions = { $card } ({ $n ->
    [one] { $n } скорпіон
    [few] { $n } скорпіони
    [many] { $n } скорпіонів
   *[other] { $n } скорпіона
})
card-some = карту
card-text-gem = Самоцвіт: 1 очко. Наприкінці той, у кого самоцвітів цього кольору найбільше (без нічиєї), отримує ще 5 очок; талісмани на цьому кольорі теж рахуються. Його можна вкрасти або обміняти.
card-text-jewellery = Прикраса: 1 очко. Браслет, перстень і намисто з одного металу складають повний набір: бронза +6, срібло +8, золото +10. Повний набір не можна вкрасти чи обміняти.
card-text-talisman = Талісман: 1 очко. Отримавши його, покладіть на колір самоцвітів, який у вас є: відтепер він рахується як ще один самоцвіт цього кольору. Його не можна перекласти, вкрасти чи обміняти. Якщо самоцвітів немає, він лежить сам.
card-text-wizard = Чарівник: не дає очок. Щойно його витягнуть, печера зачиняється наприкінці раунду, і гра закінчується підрахунком.
card-text-scorpions = { $n ->
    [one] На цій карті { $n } скорпіон.
    [few] На цій карті { $n } скорпіони.
    [many] На цій карті { $n } скорпіонів.
   *[other] На цій карті { $n } скорпіона.
}
card-text-on = Лежить на кольорі: { $colour }.
card-text-orphan = Лежить сам: самоцвітів його кольору не лишилося, дає лише 1 очко.
card-text-in-set = Частина повного набору: під захистом.
card-info-close = Закрити
card-info-label = Про карту: { $card }

## Lamp cards (our own wording)

lamp-draw_first = Джин відчиняє для вас { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
}: візьміть верхню карту, зі скорпіонами чи без.
lamp-steal = Заберіть один самоцвіт або окрему прикрасу в суперника на ваш вибір.
lamp-exchange = Обміняйте одну свою незахищену карту на незахищену карту суперника.
lamp-from_discard = Візьміть із відбою будь-яку карту, яка вам до вподоби.
lamp-peek = { $count ->
    [one] Таємно подивіться на { $count } верхню карту однієї скрині й залиште її як була.
    [few] Таємно подивіться на { $count } верхні карти однієї скрині й залиште їх як були.
    [many] Таємно подивіться на { $count } верхніх карт однієї скрині й залиште їх як були.
   *[other] Таємно подивіться на { $count } верхньої карти однієї скрині й залиште їх як були.
}
lamp-change_die = Поверніть один зі своїх кубиків на будь-яке інше значення; він лишається на своїй скрині.
lamp-give = Джин пустує: віддайте одну свою незахищену карту суперникові.
lamp-discard_own = Джин жадібний: скиньте одну свою незахищену карту у відбій.
lamp-unknown = Бажання джина.

## Why a kept wish did nothing

why-draw_first = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} порожня
why-steal = у жодного суперника немає незахищених карт
why-exchange = в одного з гравців немає незахищеної карти для обміну
why-from_discard = відбій порожній
why-peek = усі скрині порожні
why-give = немає незахищеної карти, щоб віддати
why-discard_own = немає незахищеної карти, щоб скинути
why-unknown = немає цілі

## Prompts

prompt-place = Таємно поставте кубик: оберіть скриню і значення (скільки карт найбільше можна витягти).
prompt-place2 = Таємно поставте обидва кубики на дві різні скрині.
prompt-claim = Кубики відкрито. Потріть лампу, якщо в іншого гравця таке саме значення, як на вашому кубику.
prompt-penalty_opponent = Ви помилково потерли лампу: оберіть суперника, який забере одну вашу карту.
prompt-penalty_take = Заберіть одну карту в гравця, який помилково потер лампу.
prompt-wish = Джин пропонує це бажання: прийняти чи відмовитися?
prompt-draw = Тягніть ще одну карту або зупиніться й залиште собі витягнуте.
prompt-talisman = Покладіть талісман на один зі своїх кольорів самоцвітів (більше він не рухається).
prompt-ring_pick = Перстень ваш: візьміть одну карту з відбою або нічого.
prompt-steal = Заберіть одну незахищену карту в суперника.
prompt-exchange_own = Оберіть свою незахищену карту для обміну.
prompt-exchange_theirs = Оберіть карту суперника, яку берете натомість.
prompt-from_discard = Візьміть одну карту з відбою.
prompt-peek = Оберіть скриню: ви побачите її верхні карти.
prompt-change_die = Оберіть кубик і його нове значення.
prompt-give_card = Оберіть свою незахищену карту, яку віддаєте.
prompt-give_to = Оберіть суперника, який її отримає.
prompt-discard_own = Оберіть свою незахищену карту, яку скидаєте.
prompt-other = Ваш хід.
prompt-asked = { $who } вирішує: { $prompt }

## Actions

action-rub = Потерти лампу
action-pass = Не чіпати
action-accept = Прийняти бажання
action-refuse = Відмовитися
action-draw = Витягти карту
action-stop = Зупинитися
action-stop-keep = { $n ->
    [one] Зупинитися й залишити { $n } карту
    [few] Зупинитися й залишити { $n } карти
    [many] Зупинитися й залишити { $n } карт
   *[other] Зупинитися й залишити { $n } карти
}
action-decline = Нічого не брати
action-seat = { $who }
action-card = { $card }
action-colour = На { $colour } колір
action-chest = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
action-die = Повернути кубик { $die } на { $value }
action-place = Поставити: { $dice }
action-place-secret = Таємно поставити: { $dice }
action-place-empty = Таємно поставити
action-confirm = Підтвердити
action-cancel = Скасувати
action-play-again = Зіграти ще
dice-one = { $value } на { $chest ->
    [bronze] бронзі
    [silver] сріблі
   *[gold] золоті
}

## The screen

status-round = Раунд { $round }
status-place = Таємно ставимо кубики
status-claim = Кубики відкрито: лампа
status-explore = Досліджуємо { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
}
status-wishes = Джин виконує бажання
status-resolve = Завершуємо раунд
status-over = Печеру зачинено
status-ring = Перстень у гравця { $who }
status-race-arrival = Лампа: найшвидший
status-race-auto = Лампа: автоматично
status-closing = З’явився чарівник: печера зачиниться після цього раунду
chest-label = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
chest-size-title = { $n ->
    [one] У цій скрині лишилася { $n } карта
    [few] У цій скрині лишилося { $n } карти
    [many] У цій скрині лишилося { $n } карт
   *[other] У цій скрині лишилося { $n } карти
}
chest-peek-badge = зазирнути
wizard-gone = чарівника немає
wizard-gone-title = чарівник уже покинув цю скриню
wizard-top = чарівник згори!
wizard-depth = чарівник під { $n }
wizard-depth-title = { $n ->
    [one] над чарівником { $n } карта
    [few] над чарівником { $n } карти
    [many] над чарівником { $n } карт
   *[other] над чарівником { $n } карти
}
die-pending = ваш?
die-pending-title = ваш кубик (ще не поставлений)
known-top = ви знаєте верх:
lamp-size = { $n ->
    [one] { $count } карта лампи
    [few] { $count } карти лампи
    [many] { $count } карт лампи
   *[other] { $count } карти лампи
}
wish-of = бажання { $n } з 3
wish-of-warning = бажання { $n } з 3 · відмовтеся, і третє доведеться прийняти
discard-size = у відбої: { $count }
discard-see = переглянути
wizards-out = { $n ->
    [one] чарівник вийшов
   *[other] чарівники вийшли
}

## A draw from a chest

explore-live = { $who } досліджує { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
} з кубиком { $die }
explore-done = Останнє дослідження: { $who }, { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}, кубик { $die }
explore-bust = { $n ->
    [one] Скорпіони! { $n } скорпіон: { $who } втрачає карти з цієї скрині.
    [few] Скорпіони! { $n } скорпіони: { $who } втрачає карти з цієї скрині.
    [many] Скорпіони! { $n } скорпіонів: { $who } втрачає карти з цієї скрині.
   *[other] Скорпіони! { $n } скорпіона: { $who } втрачає карти з цієї скрині.
}
explore-kept = { $n ->
    [one] { $who } залишає собі { $n } карту.
    [few] { $who } залишає собі { $n } карти.
    [many] { $who } залишає собі { $n } карт.
   *[other] { $who } залишає собі { $n } карти.
}
explore-cards = карти { $count } / { $limit }
explore-scorpions = скорпіони { $count } / { $limit }
explore-scorpions-title = { $limit ->
    [one] { $limit } скорпіон разом — і витягнуте пропадає
    [few] { $limit } скорпіони разом — і витягнуте пропадає
    [many] { $limit } скорпіонів разом — і витягнуте пропадає
   *[other] { $limit } скорпіона разом — і витягнуте пропадає
}
explore-danger = ще один — і все пропало!
draw-odds = { $n ->
    [one] Витягнуто { $n } карту
    [few] Витягнуто { $n } карти
    [many] Витягнуто { $n } карт
   *[other] Витягнуто { $n } карти
}, можна ще { $left } · скорпіони { $scorpions } з { $limit }
draw-danger = ще один скорпіон — і все пропало!

## Players

you-name = { $who } (ви)
seat-fallback = Місце { $n }
seat-points = { $n ->
    [one] { $n } очко
    [few] { $n } очки
    [many] { $n } очок
   *[other] { $n } очка
}
seat-breakdown = карти { $cards }; набори { $sets }; більшості { $majorities }; перстень { $ring }
seat-ring-title = має чарівний перстень (+5)
seat-pick-selected = обрано
seat-pick-hint = обрати цього гравця
seat-ready = готово
seat-choosing = обирає
seat-you-rub = ви трете
seat-rubs = тре
seat-you-leave = ви не чіпаєте
seat-leaves = не чіпає
seat-decided = вирішено
seat-deciding = вирішує
seat-summoner = джин ({ $value })
seat-summoner-title = викликає джина
seat-mistake = помилка з лампою
seat-too-slow = запізно
seat-exploring = досліджує { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
}
treasure-none = скарбів поки немає
gems-title = { $colour }: { $count }
gems-title-most = { $colour }: { $count }, найбільше, +5
set-complete-title = повний набір { $metal ->
    [bronze] із бронзи
    [silver] зі срібла
   *[gold] із золота
}: під захистом, +{ $bonus }
set-complete = { $metal ->
    [bronze] Бронзовий
    [silver] Срібний
   *[gold] Золотий
} набір +{ $bonus }
set-partial-title = прикраси { $metal ->
    [bronze] з бронзи
    [silver] зі срібла
   *[gold] із золота
}: зберіть браслет, перстень і намисто
set-partial = { $metal ->
    [bronze] бронза
    [silver] срібло
   *[gold] золото
} { $count }/3
set-missing = бракує: { $piece }
orphans-title = талісмани, що лежать самі, дають лише по очку
orphans = { $n ->
    [one] сам
   *[other] самі
}
talisman-to-place = талісман ще не покладено

## The action dock

dock-or-click-chest = або натисніть на скриню вгорі
dock-your-die = Ваш кубик на { $chest ->
    [bronze] бронзі
    [silver] сріблі
   *[gold] золоті
} { $die } →
dock-die = Кубик { $n } →
dock-click-player = Натисніть на панель гравця або:
dock-give-to = Віддати гравцю { $who }
dock-let-take = Хай гравець { $who } забере карту
dock-choose = Обрати гравця { $who }
dock-you-give = Ви віддаєте: { $card }
dock-list = або оберіть зі списку
hint-steal = Натисніть на підсвічену карту суперника, щоб забрати її.
hint-exchange_own = Натисніть на свою підсвічену карту, яку пропонуєте для обміну.
hint-exchange_theirs = Натисніть на підсвічену карту суперника, яку берете натомість.
hint-penalty_take = Натисніть на підсвічену карту гравця, який помилково потер лампу.
hint-give_card = Натисніть на свою підсвічену карту, яку віддаєте.
hint-discard_own = Натисніть на свою підсвічену карту, яку скидаєте.
hint-other = Натисніть на одну з підсвічених карт.
verb-take = Взяти: { $card }
verb-take-from = Взяти в гравця { $who }: { $card }
verb-take-discard = Взяти з відбою: { $card }
verb-offer = Запропонувати: { $card }
verb-give = Віддати: { $card }
verb-discard = Скинути: { $card }
verb-choose = Обрати: { $card }
place-slot = Кубик { $n }
place-on = на { $chest ->
    [bronze] бронзі
    [silver] сріблі
   *[gold] золоті
}
place-no-chest = скриню не обрано
place-value = значення: скільки карт найбільше можна витягти
place-value-label = значення { $n }
place-chest = скриня
place-taken = (кубик { $n })
place-problem-same = два кубики мають стояти на різних скринях
place-problem-both = оберіть значення і скриню
place-problem-chest = оберіть скриню
place-problem-value = оберіть значення
place-problem-die-both = кубик { $n }: оберіть значення і скриню
place-problem-die-chest = кубик { $n }: оберіть скриню
place-problem-die-value = кубик { $n }: оберіть значення
countdown = терти можна ще { $seconds } с
countdown-closing = час минає…

## Waiting lines

wait-set = { $n ->
    [one] Ваш кубик стоїть: { $dice }.
   *[other] Ваші кубики стоять: { $dice }.
}
wait-place = Чекаємо, поки { $names } таємно поставлять кубики…
wait-revealing = Відкриваємо…
wait-you-rub = Ви трете лампу.
wait-you-pass = Ви не чіпаєте лампу.
wait-claim = Чекаємо на рішення: { $names }…
wait-race = Визначаємо, хто викликає джина…
wait-drawing = { $who } тягне з { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}…
wait-wish = { $who } зважує бажання { $n }…
wait-penalty = { $who } обирає карту-штраф…
wait-choosing = { $who } обирає…

## The end of the game

over-none = Гру закінчено.
over-wins = Перемагає { $who }!
over-shared = Спільна перемога: { $names }!
over-you-win = Ви перемогли!
over-you-share = Спільна перемога!
over-others-won = Перемога: { $names }.
sheet-cards = Карти
sheet-cards-note = (по 1 очку)
sheet-set = { $metal ->
    [bronze] Бронзовий набір
    [silver] Срібний набір
   *[gold] Золотий набір
}
sheet-majority = Найбільше самоцвітів: { $colour }
sheet-ring = Чарівний перстень
sheet-total = Разом

## The event log

scores-now = Рахунок зараз
log-title = Що сталося
log-empty = Тут з’явиться історія гри.
log-round = Раунд { $round }
event-placed-secret = { $who } таємно ставить кубик
event-placed = { $who } ставить { $dice }
event-reveal = Кубики відкрито! { $dice }
event-reveal-seat = { $who }: { $dice }
event-claimed-rub = { $who } тре лампу
event-claimed-pass = { $who } не чіпає лампу
event-race = Лампа: { $parts }
event-race-nobody = Лампа: джина не викликає ніхто
event-race-summons = { $who } викликає джина (значення { $value })
event-race-mistake = { $who } тре помилково
event-penalty_opponent = { $offender } віддає штрафну карту гравцю { $taker }
event-penalty-nothing = У гравця { $offender } немає нічого, що джин міг би забрати
event-penalty = { $taker } забирає в гравця { $offender }: { $card }
event-wish = { $who }, бажання { $n }: { $text }
event-wish_refused = { $who } відмовляється від бажання
event-wish_kept = { $who } приймає бажання
event-wish_forced = { $who } мусить прийняти третє бажання
event-wish_no_effect = Бажання нічого не дає: { $why }
event-explore = { $who } досліджує { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
} (до { $limit })
event-chest_unclaimed = { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
} ніхто не відчиняє
event-chest_empty = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} порожня
event-stop = { $who } зупиняється
event-cave_closing = З’являється чарівник: печера зачиняється!
event-cave_closing-at-once = З’являється чарівник: печера зачиняється негайно!
event-round = Починається раунд { $round }
event-drawn = { $who } тягне карту: { $card }
event-genie_draw = { $who } тягне з { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}: { $card }
event-bust = { $who } натрапляє на { $scorpions ->
    [one] { $scorpions } скорпіона
    [few] { $scorpions } скорпіони
    [many] { $scorpions } скорпіонів
   *[other] { $scorpions } скорпіона
} і втрачає { $n ->
    [one] { $n } карту
    [few] { $n } карти
    [many] { $n } карт
   *[other] { $n } карти
}
event-kept = { $n ->
    [one] { $who } залишає собі { $n } карту
    [few] { $who } залишає собі { $n } карти
    [many] { $who } залишає собі { $n } карт
   *[other] { $who } залишає собі { $n } карти
}
event-talisman = { $who } кладе талісман на { $colour } колір
event-talisman-alone = { $who } лишає талісман самого: немає самоцвітів, на які його покласти
event-orphaned = { $who }: талісман на кольорі «{ $colour }» лишається сам, самоцвітів цього кольору більше немає
event-peek-you = Ви бачите згори { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}: { $cards }
event-peek-seen = { $who } бачить згори { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}: { $cards }
event-peek = { $who } дивиться на { $count ->
    [one] { $count } верхню карту
    [few] { $count } верхні карти
    [many] { $count } верхніх карт
   *[other] { $count } верхньої карти
} { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}
event-stolen = { $who } краде в гравця { $from }: { $card }
event-exchanged = { $who } віддає { $gave } гравцю { $with } в обмін на { $card }
event-from_discard = { $who } бере з відбою: { $card }
event-die_changed = { $who } повертає кубик на { $chest ->
    [bronze] бронзі
    [silver] сріблі
   *[gold] золоті
} з { $from } на { $to }
event-given = { $who } віддає гравцю { $to }: { $card }
event-discarded = { $who } скидає: { $card }
event-ring = { $who } здобуває чарівний перстень
event-ring-from = { $who } забирає чарівний перстень у гравця { $from }
event-ring_pick = { $who } бере з відбою: { $card }
event-ring_pick-nothing = { $who } нічого не бере з відбою
event-game_over = Печеру зачинено. Підсумок: { $scores }
event-score = { $who } { $score }

## The terminal

term-header = ── Раунд { $round } · { $phase }
term-header-closing = ── Раунд { $round } · { $phase } · печера зачиняється
term-phase-place = ставимо кубики
term-phase-claim = лампа
term-phase-resolve = розв’язання
term-phase-over = кінець
term-chest = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}: { $n ->
    [one] { $n } карта
    [few] { $n } карти
    [many] { $n } карт
   *[other] { $n } карти
}, { $wizard }
term-wizard-depth = чарівник під { $n }
term-wizard-gone = чарівника немає
term-known-top = ви знаєте верх: { $cards }
term-piles = колода лампи: { $lamp ->
    [one] { $lamp } карта
    [few] { $lamp } карти
    [many] { $lamp } карт
   *[other] { $lamp } карти
}; відбій: { $discard ->
    [one] { $discard } карта
    [few] { $discard } карти
    [many] { $discard } карт
   *[other] { $discard } карти
}
term-seat = { $who }: { $n ->
    [one] { $n } очко
    [few] { $n } очки
    [many] { $n } очок
   *[other] { $n } очка
}; кубики: { $dice }
term-seat-ring = { $who }: { $n ->
    [one] { $n } очко
    [few] { $n } очки
    [many] { $n } очок
   *[other] { $n } очка
}, має перстень; кубики: { $dice }
term-dice-ready = готово
term-dice-thinking = думає
term-treasure = самоцвіти: { $gems }; прикраси: { $jewellery }
term-treasure-talismans = самоцвіти: { $gems }; прикраси: { $jewellery }; { $talismans }
term-gem-count = { $colour }: { $n }
term-none = немає
term-talisman-on = талісман на кольорі: { $colour }
term-talisman-alone = талісман сам
term-explore = { $who } досліджує { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
}: до { $limit } карт, скорпіонів поки { $scorpions }; витягнуто: { $drawn }
term-nothing-yet = поки нічого
term-wish = бажання { $n }: { $text }
term-place-help = введіть скриню і значення, напр. «g4» або «з 4»: 4 на золоті (два кубики: «b2 s5»); b або б = бронза, s або с = срібло, g або з = золото

## Keys and How to play

keys-title = Клавіші
help-keys =
    - 1–6: значення кубика (коли ставите)
    - B, S, G: бронзова, срібна чи золота скриня (коли ставите)
    - Enter: таємно поставити кубики
    - R: потерти лампу; L: не чіпати
    - K: прийняти бажання; X: відмовитися
    - D: витягти карту; S: зупинитися
    - Enter або пробіл на скрині, карті чи гравцеві: обрати
    - Esc: закрити опис карти
help-title = Як грати в «Джин: три скрині скарбів»
help-button = Як грати
help-body =
    ## Мета
    Ви — шукачі скарбів у печері джина. Беріть карти з трьох скринь — бронзової, срібної і золотої, — але не жадібничайте: у скринях ховаються скорпіони. Щойно зі скрині з’являється чарівник, печера зачиняється наприкінці раунду, і перемагає найбагатший.

    ## Раунд
    - Оберіть скриню: кожен таємно ставить кубик на одну скриню. Значення — це найбільша кількість карт, яку можна з неї витягти. Удвох кожен ставить два кубики на дві різні скрині.
    - Викличте джина: кубики відкривають. Якщо в іншого гравця таке саме значення, як на одному з ваших кубиків, швидше тріть лампу. З кожної групи однакових значень джина викликає лише один гравець.
    - Дослідіть скрині: спершу бронзову, потім срібну, потім золоту. На кожній скрині тягне найменший кубик, значення якого там ні в кого не повторюється: по одній карті, зупинитися можна будь-коли. Однакові кубики на одній скрині скасовують одне одного.

    ## Лампа на екрані
    Після відкриття кубиків іде короткий відлік. Усі одночасно й таємно вирішують: терти чи ні. Серед гравців зі збігом, які встигли потерти, переможця обирає чесний жереб, тож повільне з’єднання не програє гонку. Хто не відповів вчасно, лампу не чіпає. Потерли, коли збігу немає, — джин сердиться: суперник забирає одну вашу незахищену карту. У лобі це можна змінити: «найшвидший» для одного спільного екрана або автоматичне тертя.

    ## Бажання
    Переможець відкриває карти лампи по одній: прийміть бажання — і воно діє, або відмовтеся й відкрийте наступне. Третє діє, хай що на ньому написано. Кожна карта повертається під низ колоди лампи.

    ## Скорпіони
    Рахуйте скорпіонів на картах, витягнутих зі скрині. Якщо їх стільки ж, скільки показує ваш кубик, або більше, ви втрачаєте всі карти з цієї скрині за цей раунд. Зупинившись раніше, ви зберігаєте витягнуте.

    ## Що означають символи
    - Самоцвіт (чотири кольори): 1 очко; у кого самоцвітів одного кольору найбільше (без нічиєї), той отримує ще 5.
    - Прикраса (браслет, перстень, намисто з бронзи, срібла чи золота): 1 очко; повний набір з одного металу дає +6, +8 або +10, і його вже не забрати.
    - Талісман: 1 очко; покладіть його на колір самоцвітів, який у вас є, і він рахується як ще один самоцвіт цього кольору. Його не перекласти й не забрати.
    - Скорпіон: намальований на деяких картах; забагато — і витягнуте пропадає.
    - Чарівник: очок не дає; печера зачиняється наприкінці раунду (а чарівник, якого зі скрині дістала карта лампи, одразу закінчує гру).
    - Чарівний перстень («Моя прелесть», якщо стіл її обрав): витягніть усі шість карт із кубиком 6 — і він ваш: 5 очок наприкінці та карта з відбою на вибір.

    ## Кінець гри
    Кожна карта — 1 очко (чарівників не зберігають), плюс набори, більшості самоцвітів і перстень. Перемагає найбільша сума; за нічиєї перемога спільна.

## Власне місце читача в терміналі (ludoteca play genie): до нього звертаються, а не називають

term-you = Ви
term-dice-not-placed = ще не поставлено
term-explore-you = Ви досліджуєте { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
}: до { $limit } карт, скорпіонів поки { $scorpions }; витягнуто: { $drawn }
event-placed-secret-you = Ви таємно ставите кубик
event-placed-you = Ви ставите { $dice }
event-claimed-rub-you = Ви трете лампу
event-claimed-pass-you = Ви не чіпаєте лампу
event-race-summons-you = ви викликаєте джина (значення { $value })
event-race-mistake-you = ви трете помилково
event-penalty_opponent-you = Ви віддаєте штрафну карту гравцю { $taker }
event-penalty_opponent-to-you = { $offender } віддає вам штрафну карту
event-penalty-nothing-you = У вас немає нічого, що джин міг би забрати
event-penalty-you = Ви забираєте в гравця { $offender }: { $card }
event-penalty-from-you = { $taker } забирає у вас: { $card }
event-wish-you = Ваше бажання { $n }: { $text }
event-wish_refused-you = Ви відмовляєтеся від бажання
event-wish_kept-you = Ви приймаєте бажання
event-wish_forced-you = Ви мусите прийняти третє бажання
event-explore-you = Ви досліджуєте { $chest ->
    [bronze] { -chest-bronze(case: "acc") }
    [silver] { -chest-silver(case: "acc") }
   *[gold] { -chest-gold(case: "acc") }
} (до { $limit })
event-stop-you = Ви зупиняєтеся
event-drawn-you = Ви тягнете карту: { $card }
event-genie_draw-you = Ви тягнете з { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}: { $card }
event-bust-you = Ви натрапляєте на { $scorpions ->
    [one] { $scorpions } скорпіона
    [few] { $scorpions } скорпіони
    [many] { $scorpions } скорпіонів
   *[other] { $scorpions } скорпіона
} і втрачаєте { $n ->
    [one] { $n } карту
    [few] { $n } карти
    [many] { $n } карт
   *[other] { $n } карти
}
event-kept-you = { $n ->
    [one] Ви залишаєте собі { $n } карту
    [few] Ви залишаєте собі { $n } карти
    [many] Ви залишаєте собі { $n } карт
   *[other] Ви залишаєте собі { $n } карти
}
event-talisman-you = Ви кладете талісман на { $colour } колір
event-talisman-alone-you = Ви лишаєте талісман самого: немає самоцвітів, на які його покласти
event-orphaned-you = Ваш талісман на кольорі «{ $colour }» лишається сам: самоцвітів цього кольору більше немає
event-peek-count-you = Ви дивитеся на { $count ->
    [one] { $count } верхню карту
    [few] { $count } верхні карти
    [many] { $count } верхніх карт
   *[other] { $count } верхньої карти
} { $chest ->
    [bronze] { -chest-bronze(case: "gen") }
    [silver] { -chest-silver(case: "gen") }
   *[gold] { -chest-gold(case: "gen") }
}
event-stolen-you = Ви крадете в гравця { $from }: { $card }
event-stolen-from-you = { $who } краде у вас: { $card }
event-exchanged-you = Ви обмінюєтеся з гравцем { $with }: віддаєте { $gave }, забираєте { $card }
event-exchanged-with-you = { $who } обмінюється з вами: віддає { $gave }, забирає { $card }
event-from_discard-you = Ви берете з відбою: { $card }
event-die_changed-you = Ви повертаєте свій кубик на { $chest ->
    [bronze] бронзі
    [silver] сріблі
   *[gold] золоті
} з { $from } на { $to }
event-given-you = Ви віддаєте гравцю { $to }: { $card }
event-given-to-you = { $who } віддає вам: { $card }
event-discarded-you = Ви скидаєте: { $card }
event-ring-you = Ви здобуваєте чарівний перстень
event-ring-from-you = Ви забираєте чарівний перстень у гравця { $from }
event-ring-taken-from-you = { $who } забирає у вас чарівний перстень
event-ring_pick-you = Ви берете з відбою: { $card }
event-ring_pick-nothing-you = Ви нічого не берете з відбою

## Що приймає термінал і чому він відхиляє відповідь

term-words-help = або введіть { $words }
term-refuse-word = «{ $word }» — це не скриня: введіть b або б (бронза), s або с (срібло), g або з (золото) і значення, напр. g4
term-refuse-no-value = Яке значення на { $chest ->
    [bronze] { -chest-bronze(case: "loc") }
    [silver] { -chest-silver(case: "loc") }
   *[gold] { -chest-gold(case: "loc") }
}? Введіть його після скрині, напр. { $example }
term-refuse-no-chest = На яку скриню? Введіть скриню перед значенням, напр. g{ $value } — це { $value } на золоті
term-refuse-value = На кубику буває від 1 до 6, а не { $value }
term-refuse-two-dice = Удвох ви ставите обидва кубики одразу, на дві різні скрині, напр. b2 s5
term-refuse-one-die = Ви ставите лише один кубик, напр. g4
term-refuse-same-chest = Ваші два кубики мають стояти на різних скринях
term-refuse-place-now = Зараз не можна поставити: { $dice }
term-refuse-place-not-now = Зараз не можна ставити кубик: кубики ставлять на початку раунду. Оберіть зі списку або введіть help
term-refuse-not-now = Не зараз: «{ $action }» зараз не серед варіантів. Оберіть зі списку або введіть help
