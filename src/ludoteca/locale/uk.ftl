# Ludoteca: спільні тексти (зала, оболонка столу, повтори, правила, помилки, термінал).
# Тексти самої гри лежать у games/<id>/locale/<lang>.ftl.

## The page shell

lang-switch-label = Мова
app-loading = Завантаження…
nav-lobby = Зала
nav-replays = Повтори
page-title-lobby = Ludoteca
page-title-table = Стіл · Ludoteca
page-title-replays = Повтори · Ludoteca
page-title-replay = Повтор · Ludoteca
page-title-help = Як грати · Ludoteca
back-to-lobby = Назад до зали
something-wrong = Щось пішло не так
loading = Завантаження…

## Time and seats

time-just-now = щойно
time-minutes-ago = { $count ->
    [one] { $count } хвилину тому
    [few] { $count } хвилини тому
    [many] { $count } хвилин тому
   *[other] { $count } хвилини тому
}
time-hours-ago = { $count ->
    [one] { $count } годину тому
    [few] { $count } години тому
    [many] { $count } годин тому
   *[other] { $count } години тому
}
seat-numbered = Місце { $number }
players-count = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
    [many] { $count } гравців
   *[other] { $count } гравця
}
tag-bot = бот
seat-bot = { $bot } { $number }
seat-stand-in = { $name } (бот)
tag-you = ви
tag-seen-by = очима
tag-away = не на місці: грає бот
    .title = Поки гравець не повернеться, за нього грає бот.
tag-offline = поза мережею
tag-not-connected = не під’єднано
bot-random = випадковий бот
    .plural = випадкові боти
bot-heuristic = кмітливий бот
    .plural = кмітливі боти
bot-named = бот «{ $bot }»
    .plural = боти «{ $bot }»
lobby-option-true = увімкнено
lobby-option-false = вимкнено
lobby-option-default = { $value } (типово)

## Lobby

lobby-tagline = Сідайте за стіл із друзями чи ботами. Поділіться посиланням, оберіть місце — і грайте.
lobby-name-label = Ваше ім’я
lobby-name-placeholder = напр., Шахерезада
lobby-new-table = Новий стіл
lobby-loading-games = Завантаження ігор…
lobby-games-error = Не вдалося завантажити ігри: { $error }
lobby-game = Гра
lobby-players = Гравці
lobby-options = Налаштування
lobby-public = Відкритий: видно в залі (інакше стіл знайдуть лише ті, хто має посилання)
lobby-sit = Одразу зайняти перше місце
lobby-create = Створити стіл
lobby-how-to-play = Як грати в «{ $game }»
lobby-open-tables = Відкриті столи
lobby-refresh = Оновити
lobby-replays-hint = Завершені партії — у повторах.
lobby-no-tables = Зараз немає відкритих столів: створіть свій!
lobby-unreachable = Зала недоступна: пробуємо ще раз…
lobby-table-line = зайнято { $seated }/{ $players } · { $status } · { $ago }
lobby-nobody = поки нікого
lobby-back-to-seat = Повернутися на своє місце
lobby-join = Приєднатися
lobby-watch = Дивитися
lobby-older = Показати давніші столи
lobby-host-name = Господар
lobby-join-failed = Стіл створено, але зайняти місце не вдалося: { $error }

## The waiting room

waiting-title = Кімната очікування
waiting-count = { $total ->
    [one] Зайнято { $filled } з { $total } місця
   *[other] Зайнято { $filled } з { $total } місць
}
waiting-invite = Посилання-запрошення: з ним будь-хто може приєднатися чи дивитися
waiting-copy = Копіювати
waiting-name-placeholder = ім’я, яке бачитимуть інші
waiting-empty-seat = вільне місце
waiting-sit = Сісти тут
waiting-bot-for = бот для місця { $number }
waiting-add-bot = Додати бота
waiting-leave-seat = Звільнити місце
waiting-fill = { $count ->
    [one] Вільне місце займе:
    [few] { $count } вільні місця займуть:
    [many] { $count } вільних місць займуть:
   *[other] { $count } вільного місця займуть:
}
waiting-fill-kind = вид ботів
waiting-fill-bots = Заповнити ботами
waiting-start = Почати гру
waiting-hint-guest = Оберіть місце, щоб грати, або залишайтеся дивитися: гра з’явиться тут, щойно почнеться.
waiting-hint-ready = Усі на місцях: починайте, коли будете готові.
waiting-hint-wait = Чекаємо на гравців: поділіться посиланням або додайте ботів.
waiting-hint-player = Господар столу заповнює вільні місця й починає гру: вона з’явиться тут, щойно почнеться.
waiting-player-name = Гравець { $number }
invite-copied = Посилання-запрошення скопійовано.
invite-copied-share = Посилання-запрошення скопійовано: надішліть його друзям.

## A table

table-opening = Відкриваємо стіл…
table-missing = Такого столу немає
table-gone = Цього столу вже немає
table-connecting-game = Під’єднуємося до гри…
table-status-waiting = чекаємо на гравців
table-status-playing = гра триває
table-status-finished = завершено
table-info-seated = стіл { $id } · { $status } · ви — { $seat }
table-info-spectating = стіл { $id } · { $status } · ви глядач
table-bots-hurried = сервер зайнятий: боти думають швидше
    .title = Зараз багато столів грає з пошуковими ботами, тож пошукові боти цього столу мають менше часу на роздуми й можуть грати трохи слабше.
conn-title = з’єднання
conn-open = наживо
conn-connecting = з’єднання…
conn-closed = перепід’єднання…
conn-gone = закрито
table-copy-invite = Копіювати запрошення
table-play-again = Зіграти ще
table-go-new-game = До нової партії
table-leave = Вийти
table-replay = Повтор
table-help = Як грати
table-rematch-notice = Після цієї партії почалася нова.
table-go-next = До нового столу
rematch-propose-title = Зіграти ще раз?
rematch-declined-label = Якщо гравець відмовиться, його місце
rematch-declined-bot = займе бот
rematch-declined-open = залишиться вільним для інших
rematch-propose = Запропонувати реванш
rematch-cancel = Скасувати
rematch-rule-bot = Місця гравців, які відмовляться, займуть боти.
rematch-rule-open = Місця гравців, які відмовляться, залишаться вільними.
rematch-you-proposed = Ви запропонували реванш.
rematch-proposed-by = { $name } пропонує реванш.
rematch-the-host = Господар столу
rematch-waiting = { $count ->
    [one] Чекаємо на відповідь: { $names }.
    [few] Чекаємо на відповіді: { $names }.
    [many] Чекаємо на відповіді: { $names }.
   *[other] Чекаємо на відповіді: { $names }.
}
rematch-start-now = Почати без них
rematch-withdraw = Відкликати
rematch-accept = Погодитися
rematch-decline = Відмовитися
rematch-you-accepted = Ви погодилися.
rematch-you-declined = Ви відмовилися.
rematch-accepted-count = Погодилися: { $yes } з { $count }.
rematch-answer-yes = так
rematch-answer-no = ні
rematch-answer-none = ще не відповів
rematch-made-without-you = Реванш почався без вас.
rematch-watch = Дивитися
table-moving = Починається нова партія: переходимо до нового столу.
table-reconnected = З’єднання відновлено.
table-token-refused = Ваше місце не розпізнано ({ $reason }): ви глядач.
table-not-connected = Немає з’єднання: під’єднуємося знову…
table-only-players = Нову партію можуть почати лише гравці.
table-leave-confirm = Вийти з гри? Ваше місце займе бот.

## Replays

replays-title = Завершені партії
replays-none = Ще немає жодної завершеної відкритої партії.
replays-line = { $players ->
    [one] { $players } гравець · { $ago } · стіл { $id }
    [few] { $players } гравці · { $ago } · стіл { $id }
    [many] { $players } гравців · { $ago } · стіл { $id }
   *[other] { $players } гравця · { $ago } · стіл { $id }
}
replays-won = { $count ->
    [one] Переможець: { $names }
   *[other] Переможці: { $names }
}
replays-no-winner = Без переможця
replays-watch = Дивитися
replays-older = Давніші партії
replay-crumb = Повтори
replay-seen-by = Очима
replay-spectator = глядача
replay-first = Перший крок
    .title = Перший крок (Home)
replay-prev = Крок назад
    .title = Назад (←)
replay-play = Відтворити
    .title = Відтворити або призупинити (пробіл)
replay-next = Крок уперед
    .title = Уперед (→)
replay-last = Останній крок
    .title = Останній крок (End)
replay-slider = Крок
replay-step = крок { $index } з { $last }
replay-record = Запис
replay-chat = Чат
replay-loading = Завантаження повтору…
replay-no-game = Такої партії немає
replay-none = Повтору немає
replay-open-table = Відкрити стіл
replay-secret = Ця гра зберігає частину таємниць і після кінця: лише її гравці можуть дивитися її очима будь-якого гравця чи завантажити запис.

## How to play

help-page-heading = Як грати в «{ $game }»
help-page-missing = Для цієї гри ще немає короткого опису правил.
help-page-keys = Клавіатурні скорочення
help-page-back-table = Назад до столу
help-drawer-close = Сховати правила

## Game screens

# before the prompt when it is your turn (a game screen's dock)
prompt-your-move = { "Ваш хід · " }

# a game's board (web/static/board.js): the tools above it
board-zoom-in = Збільшити (+)
board-zoom-out = Зменшити (−)
board-zoom-reset = Звичайний розмір (100 %)
board-fit = Умістити
    .title = Показати всю дошку (0)

## The generic game screen

gen-empty-log = Тут з’являтиметься перебіг гри.
gen-status-over = Гру завершено.
gen-status-decide = Ваше рішення.
gen-status-sent = Надіслано: чекаємо на стіл…
gen-status-waiting = Чекаємо на інших гравців.
gen-status-replay = Повтор.
gen-who-you = { $name } (ви)
gen-winners = { $count ->
    [one] Перемога: { $names }
   *[other] Спільна перемога: { $names }
}
gen-game-over = Гру завершено
gen-play-again = Зіграти ще
gen-sent = Надіслано…
gen-nothing = Зараз нічого не треба вирішувати.
gen-choose = Оберіть дію.
gen-deadline = дайте відповідь за { $seconds } с
gen-do-it = Виконати
gen-log-title = Що сталося
gen-facts = Гра
gen-none = немає
gen-empty = порожньо
gen-yes = так
gen-no = ні

## Errors: error-<code> for every code the server sends (docs/server.md)

error-generic = Щось пішло не так.
error-offline = Сервер недоступний.
error-illegal = Зараз такий хід неможливий.
error-stale = Гра пішла далі: подивіться ще раз і оберіть.
error-not_your_turn = Зараз вирішуєте не ви.
error-bad_message = Сервер не зрозумів цього запиту.
error-rate_limited = Трохи повільніше, будь ласка.
error-forbidden = Зараз за цим столом так зробити не можна.
error-unavailable = Сервер не зміг це зберегти: нічого не змінилося, спробуйте ще раз.
error-internal = На сервері сталася помилка: нічого не змінилося.
error-not_found = Такого столу немає.
error-finished = Гру завершено: звільняти нема чого.
error-bad_request = Сервер не зміг прочитати цей запит.
error-conflict = Зараз за цим столом так зробити не можна.
error-too_large = Запит завеликий.
error-too_many_tables = Ви створили багато столів: зачекайте хвилину, перш ніж створити ще один.
error-too_many_joins = Ви зайняли багато місць: зачекайте хвилину, перш ніж зайняти ще одне.
error-too_many_search_bots = Більше пошукових ботів тут не можна: стіл вміщує лише кілька, як і всі столи одного гравця разом. Оберіть іншого бота.
error-too_many_connections = Забагато з'єднань з вашої адреси: закрийте кілька вкладок і спробуйте знову.
error-unknown_game = Такої гри немає.
error-bad_option = Одне з налаштувань не підходить для такої кількості гравців.
error-bad_name = Таке ім’я не підходить: воно має містити від 1 до 32 символів, хоча б одну літеру чи цифру й не бути схожим на місце чи бота.
error-unknown_bot = Такого бота немає.
error-no_seat = У вас немає місця, яке можна звільнити.
error-not_finished = Гру ще не завершено.
error-no_rematch = Ніхто не пропонував зіграти ще раз.
error-not_asked = Цю пропозицію зіграти ще раз адресовано не вам: відповідають лише гравці завершеної гри.
error-no_such_seat = За цим столом немає такого місця.
error-started = Гра вже почалася.
error-seat_taken = Це місце вже зайняте.
error-no_free_seat = Усі місця за цим столом зайняті.
error-empty_seats = Перед початком гри кожне місце має зайняти гравець або бот.
error-too_many_seat_changes = Ви змінили багато місць: зачекайте хвилину й спробуйте знову.
error-too_many_requests = Ви запросили багато повторів і записів: зачекайте хвилину й спробуйте знову.
error-chat_full = Чат цього столу заповнений.

## The terminal (ludoteca play)

play-intro = { $game }: зерно { $seed }; ваше місце — { $seat }. Введіть help (або ?), щоб побачити, що можна ввести, або q, щоб вийти.
play-you = Ви
play-bot = Бот { $number }
play-your-move = Ваш хід
play-bye = До побачення.
play-you-win = Ви перемогли!
play-shared-victory = Спільна перемога! Разом з вами { $count ->
    [one] перемагає
   *[other] перемагають
}: { $names }.
play-winners = { $count ->
    [0] Ніхто не переміг.
    [one] Переможець: { $names }.
   *[other] Переможці: { $names }.
}
# `help` (or ?) at any prompt
play-help-title = Що можна ввести зараз:
play-help-number-one = 1: варіант вище
play-help-numbers = число від 1 до { $count }: один із варіантів вище
play-help-labels = або слова варіанта, напр. { $example }
play-help-keys = help або ?: цей список · q: вийти з гри
# a typed word or name, quoted
play-quoted = «{ $text }»
# why an answer is refused
play-refuse-empty = Введіть варіант або help, щоб побачити, що можна ввести.
play-refuse-unknown = «{ $answer }» — не серед варіантів: введіть help, щоб їх побачити.
play-refuse-suggest = «{ $answer }» — не серед варіантів. Можливо, ви мали на увазі { $suggestions }? Введіть help, щоб побачити всі.
play-refuse-number-none = Тут числом нічого не обрати: введіть help, щоб побачити, що можна ввести.
play-refuse-number-one = Варіанта { $number } немає: є лише варіант 1.
play-refuse-number = Варіанта { $number } немає: оберіть від 1 до { $count }.
play-refuse-ambiguous = «{ $answer }» підходить до кількох варіантів: { $choices }. Введіть його номер.

## The table chat (web/static/chat.js)

chat-title = Чат столу
chat-placeholder = Напишіть щось столу…
chat-send = Надіслати
chat-empty = Повідомлень ще немає: тут можуть писати гравці й глядачі.
chat-open = Показати чат
chat-close = Сховати чат
chat-spectator = Глядач { $number }
chat-seat = Місце { $seat }
chat-bot = бот
chat-you = ви
chat-unread = { $count ->
    [one] { $count } нове повідомлення
    [few] { $count } нові повідомлення
    [many] { $count } нових повідомлень
   *[other] { $count } нового повідомлення
}
chat-chars-left = { $count ->
    [one] Залишився { $count } символ
    [few] Залишилося { $count } символи
    [many] Залишилося { $count } символів
   *[other] Залишилося { $count } символу
}
chat-error-bad_message = Цей рядок не можна надіслати: він порожній, задовгий або містить приховані символи.
chat-error-rate_limited = Ви пишете надто швидко: зачекайте кілька секунд.
chat-error-unavailable = Сервер не зміг зберегти ваш рядок. Нічого не надіслано; спробуйте ще раз.
chat-error-forbidden = За цим столом ви можете писати лише від свого імені.
chat-error-chat_full = Чат цього столу заповнений.
chat-error-offline = Немає з’єднання: ваш рядок не надіслано.
chat-error-other = Ваш рядок не надіслано.
chat-log-cut = Ранніші події не показано: журнал починається з ходу { $version }.
# the search bot's strengths (bots/ismcts.py LEVELS), offered in the waiting room's bot menu
bot-ismcts-quick = швидкий пошуковий бот
    .plural = швидкі пошукові боти
bot-ismcts = пошуковий бот
    .plural = пошукові боти
bot-ismcts-strong = сильний пошуковий бот
    .plural = сильні пошукові боти

## turn alerts (alert.js): the header's bell
alert-settings = Сповіщення про хід
alert-settings-help = Коли настав ваш хід, а ви дивитеся на щось інше:
alert-title = Блимати назвою вкладки
alert-sound = Відтворити звук
alert-vibrate = Вібрувати (телефони)
alert-your-move = ▶ Ваш хід · Ludoteca

## the players strip: a phone's folded seat panels (a tap unfolds them)
players-strip = Гравці

## Turn timers (docs/server.md, "Turn timers"): the lobby's choice, the seats' clocks, the vote
lobby-time = Час
lobby-time-help = Кожен гравець має запас часу, який спливає лише тоді, коли він має вирішувати, і трохи поповнюється після кожного ходу. Коли час вичерпано, цей хід за гравця робить бот, а інші гравці можуть проголосувати, щоб бот замінив його до кінця гри.
lobby-time-none = Без годинника
lobby-time-relaxed = Неспішно
lobby-time-normal = Звичайно
lobby-time-fast = Швидко
lobby-time-option = { $preset }: по { $bank } кожному, плюс { $increment } за хід
table-time = { $preset }: { $bank } + { $increment } за хід
time-span-minutes = { $count ->
        [one] { $count } хвилина
        [few] { $count } хвилини
        [many] { $count } хвилин
       *[other] { $count } хвилини
    }
time-span-seconds = { $count ->
        [one] { $count } секунда
        [few] { $count } секунди
        [many] { $count } секунд
       *[other] { $count } секунди
    }
clock-left = { $minutes ->
        [0] { $seconds ->
                [one] Залишок: { $seconds } секунда
                [few] Залишок: { $seconds } секунди
                [many] Залишок: { $seconds } секунд
               *[other] Залишок: { $seconds } секунди
            }
        [one] { $seconds ->
                [one] Залишок: { $minutes } хвилина { $seconds } секунда
                [few] Залишок: { $minutes } хвилина { $seconds } секунди
                [many] Залишок: { $minutes } хвилина { $seconds } секунд
               *[other] Залишок: { $minutes } хвилина { $seconds } секунди
            }
        [few] { $seconds ->
                [one] Залишок: { $minutes } хвилини { $seconds } секунда
                [few] Залишок: { $minutes } хвилини { $seconds } секунди
                [many] Залишок: { $minutes } хвилини { $seconds } секунд
               *[other] Залишок: { $minutes } хвилини { $seconds } секунди
            }
        [many] { $seconds ->
                [one] Залишок: { $minutes } хвилин { $seconds } секунда
                [few] Залишок: { $minutes } хвилин { $seconds } секунди
                [many] Залишок: { $minutes } хвилин { $seconds } секунд
               *[other] Залишок: { $minutes } хвилин { $seconds } секунди
            }
       *[other] { $seconds ->
                [one] Залишок: { $minutes } хвилини { $seconds } секунда
                [few] Залишок: { $minutes } хвилини { $seconds } секунди
                [many] Залишок: { $minutes } хвилини { $seconds } секунд
               *[other] Залишок: { $minutes } хвилини { $seconds } секунди
            }
    }
clock-title = Час на рішення
clock-stand-in = Час скінчився: цей хід робить бот.
clock-ran-out = У гравця { $name } скінчився час: цей хід за нього робить бот.
clock-vote = Замінити гравця { $name } ботом
clock-vote-help = У гравця { $name } скінчився час. Якщо більшість інших гравців проголосує, бот гратиме за його місце до кінця гри.
clock-voted = Ви проголосували за заміну гравця { $name }: { $votes } з { $needed }.
clock-vote-cast = { $voter } голосує за заміну гравця { $name } ботом: { $votes } з { $needed }.
clock-replaced = Гравця { $name } замінено ботом до кінця гри.
error-bad_time = Такого налаштування часу немає: оберіть без годинника, неспішно, звичайно або швидко.
error-not_timed_out = Час цього гравця ще не скінчився: голосувати нема за що.
error-already_voted = Ви вже проголосували за заміну цього гравця.
error-bot_seat = За це місце вже грає бот.
