# Ludoteca：共用文字（大廳、牌桌外框、重播、玩法說明、錯誤訊息、終端機）。
# 遊戲自己的文字在 games/<id>/locale/<lang>.ftl。

## The page shell

lang-switch-label = 語言
app-loading = 載入中…
nav-lobby = 大廳
nav-replays = 重播
page-title-lobby = Ludoteca
page-title-table = 牌桌 · Ludoteca
page-title-replays = 重播 · Ludoteca
page-title-replay = 重播 · Ludoteca
page-title-help = 玩法說明 · Ludoteca
back-to-lobby = 回到大廳
something-wrong = 發生錯誤
loading = 載入中…

## Time and seats

time-just-now = 剛剛
time-minutes-ago = { $count } 分鐘前
time-hours-ago = { $count } 小時前
seat-numbered = 座位 { $number }
players-count = { $count } 位玩家
tag-bot = 機器人
seat-bot = { $bot } { $number }
seat-stand-in = { $name }（機器人代打）
tag-you = 你
tag-seen-by = 視角
tag-away = 離開中：由機器人代打
    .title = 在玩家回來之前，由機器人代為出手。
tag-offline = 離線
tag-not-connected = 未連線
bot-random = 隨機機器人
    .plural = 隨機機器人
bot-heuristic = 聰明機器人
    .plural = 聰明機器人
bot-named = { $bot } 機器人
    .plural = { $bot } 機器人
lobby-option-true = 開啟
lobby-option-false = 關閉
lobby-option-default = { $value }（預設）

## Lobby

lobby-tagline = 和朋友或機器人同桌遊戲。分享連結、選個座位，就能開始玩。
lobby-name-label = 你的名字
lobby-name-placeholder = 例如：雪赫拉莎德
lobby-new-table = 開新牌桌
lobby-loading-games = 正在載入遊戲…
lobby-games-error = 無法載入遊戲：{ $error }
lobby-game = 遊戲
lobby-players = 人數
lobby-options = 選項
lobby-public = 公開：列在大廳中（不公開的話，只有拿到連結的人找得到）
lobby-sit = 我自己坐第一個座位
lobby-create = 建立牌桌
lobby-how-to-play = 《{ $game }》玩法說明
lobby-open-tables = 開放中的牌桌
lobby-refresh = 重新整理
lobby-replays-hint = 已結束的對局都在重播區。
lobby-no-tables = 目前沒有開放的牌桌，來開一桌吧！
lobby-unreachable = 無法連上大廳，正在重試…
lobby-table-line = 已入座 { $seated }/{ $players } · { $status } · { $ago }
lobby-nobody = 還沒有人
lobby-back-to-seat = 回到我的座位
lobby-join = 加入
lobby-watch = 觀戰
lobby-older = 顯示較早的牌桌
lobby-host-name = 桌主
lobby-join-failed = 牌桌已建立，但入座失敗：{ $error }

## The waiting room

waiting-title = 等候室
waiting-count = 已坐滿 { $filled }/{ $total } 個座位
waiting-invite = 邀請連結：拿到連結的人都能加入或觀戰
waiting-copy = 複製
waiting-name-placeholder = 你要顯示的名字
waiting-empty-seat = 空座位
waiting-sit = 坐這裡
waiting-bot-for = 座位 { $number } 的機器人
waiting-add-bot = 加入機器人
waiting-leave-seat = 離開座位
waiting-fill = { $count ->
   *[other] 用這種機器人補滿 { $count } 個空座位：
}
waiting-fill-kind = 機器人種類
waiting-fill-bots = 補上機器人
waiting-start = 開始遊戲
waiting-hint-guest = 選個座位加入，或留下來觀戰：遊戲開始後會顯示在這裡。
waiting-hint-ready = 大家都入座了，準備好就開始吧。
waiting-hint-wait = 等待玩家中：分享邀請連結，或加入機器人。
waiting-hint-player = 由桌主補上空位並開始遊戲：遊戲開始後會顯示在這裡。
waiting-player-name = 玩家 { $number }
invite-copied = 已複製邀請連結。
invite-copied-share = 已複製邀請連結，傳給朋友吧。

## A table

table-opening = 正在開啟牌桌…
table-missing = 找不到這張牌桌
table-gone = 這張牌桌已經不在了
table-connecting-game = 正在連線到遊戲…
table-status-waiting = 等待玩家
table-status-playing = 遊戲中
table-status-finished = 已結束
table-info-seated = 牌桌 { $id } · { $status } · 你是 { $seat }
table-info-spectating = 牌桌 { $id } · { $status } · 觀戰中
table-bots-hurried = 伺服器忙碌：機器人思考時間縮短
    .title = 目前有許多牌桌在與搜尋型機器人對戰，所以本桌的搜尋型機器人思考時間較短，下得可能稍差。
conn-title = 連線狀態
conn-open = 已連線
conn-connecting = 連線中…
conn-closed = 重新連線中…
conn-gone = 已關閉
table-copy-invite = 複製邀請連結
table-play-again = 再玩一局
table-go-new-game = 前往新的一局
table-leave = 離開
table-replay = 重播
table-help = 玩法說明
table-rematch-notice = 這局已經開了新的一局。
table-go-next = 前往新牌桌
rematch-propose-title = 再來一局？
rematch-declined-label = 若有玩家不參加，他的座位
rematch-declined-bot = 交給機器人
rematch-declined-open = 保留空位讓別人加入
rematch-propose = 提議再來一局
rematch-cancel = 取消
rematch-rule-bot = 不參加的玩家座位由機器人接手。
rematch-rule-open = 不參加的玩家座位會保留為空位。
rematch-you-proposed = 你提議再來一局。
rematch-proposed-by = { $name } 提議再來一局。
rematch-the-host = 桌主
rematch-waiting = 正在等待 { $names }。
rematch-start-now = 不等他們，直接開始
rematch-withdraw = 收回提議
rematch-accept = 參加
rematch-decline = 不參加
rematch-you-accepted = 你已同意。
rematch-you-declined = 你選擇不參加。
rematch-accepted-count = { $count } 位玩家中已有 { $yes } 位同意。
rematch-answer-yes = 參加
rematch-answer-no = 不參加
rematch-answer-none = 尚未回應
rematch-made-without-you = 新的一局已在沒有你的情況下開始。
rematch-watch = 去觀戰
table-moving = 新的一局要開始了，正在前往新牌桌。
table-reconnected = 已重新連線。
table-token-refused = 無法辨識你的座位（{ $reason }），你現在是觀戰者。
table-not-connected = 尚未連線，正在重新連線…
table-only-players = 只有玩家才能開始新的一局。
table-leave-confirm = 要離開這局嗎？你的座位會由機器人代打。

## Replays

replays-title = 已結束的對局
replays-none = 還沒有已結束的公開對局。
replays-line = { $players } 位玩家 · { $ago } · 牌桌 { $id }
replays-won = 勝者：{ $names }
replays-no-winner = 沒有勝者
replays-watch = 觀看
replays-older = 較早的對局
replay-crumb = 重播
replay-seen-by = 視角
replay-spectator = 觀戰者
replay-first = 第一步
    .title = 第一步（Home）
replay-prev = 上一步
    .title = 上一步（←）
replay-play = 播放
    .title = 播放／暫停（空白鍵）
replay-next = 下一步
    .title = 下一步（→）
replay-last = 最後一步
    .title = 最後一步（End）
replay-slider = 步數
replay-step = 第 { $index } 步，共 { $last } 步
replay-record = 對局紀錄
replay-chat = 聊天
replay-loading = 正在載入重播…
replay-no-game = 找不到這場對局
replay-none = 沒有重播
replay-open-table = 開啟牌桌
replay-secret = 這款遊戲結束後仍保留部分秘密：只有參與的玩家能從玩家座位的視角觀看，或下載對局紀錄。

## How to play

help-page-heading = 《{ $game }》玩法說明
help-page-missing = 這款遊戲還沒有規則摘要。
help-page-keys = 鍵盤快速鍵
help-page-back-table = 回到牌桌
help-drawer-close = 收起規則

## Game screens

# before the prompt when it is your turn (a game screen's dock)
prompt-your-move = { "輪到你了 · " }

# a game's board (web/static/board.js): the tools above it
board-zoom-in = 放大（+）
board-zoom-out = 縮小（−）
board-zoom-reset = 回到原本大小（100%）
board-fit = 全覽
    .title = 顯示整個版圖（0）

## The generic game screen

gen-empty-log = 遊戲經過會顯示在這裡。
gen-status-over = 遊戲結束。
gen-status-decide = 輪到你決定。
gen-status-sent = 已送出，等待牌桌回應…
gen-status-waiting = 等待其他玩家。
gen-status-replay = 重播中。
gen-who-you = { $name }（你）
gen-winners = { $count ->
   *[other] { $names } 獲勝
}
gen-game-over = 遊戲結束
gen-play-again = 再玩一局
gen-sent = 已送出…
gen-nothing = 目前不需要做決定。
gen-choose = 請選擇一個動作。
gen-deadline = 請在 { $seconds } 秒內回答
gen-do-it = 執行
gen-log-title = 遊戲經過
gen-facts = 遊戲
gen-none = 無
gen-empty = 空的
gen-yes = 是
gen-no = 否

## Errors: error-<code> for every code the server sends (docs/server.md)

error-generic = 發生錯誤。
error-offline = 無法連上伺服器。
error-illegal = 現在不能這樣走。
error-stale = 局面已經變了，請再看一次後重新選擇。
error-not_your_turn = 現在不是輪到你決定。
error-bad_message = 伺服器看不懂這個請求。
error-rate_limited = 請放慢一點。
error-forbidden = 這張牌桌現在不能這樣做。
error-unavailable = 伺服器無法儲存，什麼都沒有改變，請再試一次。
error-internal = 伺服器發生問題，什麼都沒有改變。
error-not_found = 沒有這張牌桌。
error-finished = 遊戲已經結束，沒有座位可以離開。
error-bad_request = 伺服器無法讀取這個請求。
error-conflict = 這張牌桌現在不能這樣做。
error-too_large = 這個請求太大了。
error-too_many_tables = 你開了很多牌桌，請等一分鐘再開新的。
error-too_many_joins = 你已加入很多座位，請等一分鐘再加入。
error-too_many_search_bots = 這裡不能再加入搜尋型機器人：每張牌桌、每位玩家的所有牌桌都只能放幾個。請改選別種機器人。
error-too_many_connections = 從你的位址開啟的連線太多：請關掉一些分頁後再試。
error-unknown_game = 沒有這款遊戲。
error-bad_option = 有個選項不能用在這個人數。
error-bad_name = 這個名字不能用：名字要有 1 到 32 個字元，至少包含一個文字或數字，而且不能看起來像座位或機器人。
error-unknown_bot = 沒有這種機器人。
error-no_seat = 你沒有可以離開的座位。
error-not_finished = 這局還沒結束。
error-no_rematch = 還沒有人提議再來一局。
error-not_asked = 這次再來一局的提議沒有問你：只有上一局的玩家才能回應。
error-no_such_seat = 這張牌桌沒有這個座位。
error-started = 遊戲已經開始了。
error-seat_taken = 這個座位已經有人了。
error-no_free_seat = 這張牌桌的座位都滿了。
error-empty_seats = 每個座位都要有玩家或機器人，才能開始遊戲。
error-too_many_seat_changes = 你已變更很多座位，請等一分鐘再試。
error-too_many_requests = 你已要求很多重播與對局紀錄，請等一分鐘再試。
error-chat_full = 這張牌桌的聊天已經滿了。

## The terminal (ludoteca play)

play-intro = { $game }：亂數種子 { $seed }；你是座位 { $seat }。輸入 help（或 ?）查看可以輸入什麼，輸入 q 離開。
play-you = 你
play-bot = 機器人 { $number }
play-your-move = 輪到你了
play-bye = 再見。
play-you-win = 你贏了！
play-shared-victory = 共同獲勝！和你一起獲勝的有：{ $names }。
play-winners = { $count ->
    [0] 沒有人獲勝。
   *[other] 獲勝：{ $names }。
}
# `help` (or ?) at any prompt
play-help-title = 現在可以輸入：
play-help-number-one = 1：上面的選項
play-help-numbers = 1 到 { $count } 的數字：上面的其中一個選項
play-help-labels = 或選項的文字，例如{ $example }
play-help-keys = help 或 ?：顯示這個清單 · q：離開遊戲
# a typed word or name, quoted
play-quoted = 「{ $text }」
# why an answer is refused
play-refuse-empty = 請輸入一個選項，或輸入 help 查看可以輸入什麼。
play-refuse-unknown = 「{ $answer }」不是可選的選項：輸入 help 查看選項。
play-refuse-suggest = 「{ $answer }」不是可選的選項。你是不是要輸入{ $suggestions }？輸入 help 查看所有選項。
play-refuse-number-none = 這裡不能用數字選擇：輸入 help 查看可以輸入什麼。
play-refuse-number-one = 沒有第 { $number } 個選項：只有選項 1。
play-refuse-number = 沒有第 { $number } 個選項：請選 1 到 { $count }。
play-refuse-ambiguous = 「{ $answer }」符合不只一個選項：{ $choices }。請輸入選項的號碼。

## The table chat (web/static/chat.js)

chat-title = 牌桌聊天
chat-placeholder = 對牌桌說點什麼…
chat-send = 傳送
chat-empty = 還沒有訊息：玩家和觀眾都可以在這裡留言。
chat-open = 顯示聊天
chat-close = 隱藏聊天
chat-spectator = 觀眾 { $number }
chat-seat = 座位 { $seat }
chat-bot = 機器人
chat-you = 你
chat-unread = { $count ->
   *[other] { $count } 則新訊息
}
chat-chars-left = { $count ->
   *[other] 還可輸入 { $count } 個字
}
chat-error-bad_message = 無法傳送這則訊息：內容是空的、太長，或含有隱藏字元。
chat-error-rate_limited = 你傳得太快了，請稍等幾秒。
chat-error-unavailable = 伺服器無法儲存你的訊息，什麼都沒有送出，請再試一次。
chat-error-forbidden = 在這張牌桌上你只能以自己的身分發言。
chat-error-chat_full = 這張牌桌的聊天已經滿了。
chat-error-offline = 尚未連線：你的訊息沒有送出。
chat-error-other = 你的訊息沒有送出。
chat-log-cut = 較早的事件未顯示：這份紀錄從第 { $version } 步開始。
# the search bot's strengths (bots/ismcts.py LEVELS), offered in the waiting room's bot menu
bot-ismcts-quick = 快速搜尋機器人
    .plural = 快速搜尋機器人
bot-ismcts = 搜尋機器人
    .plural = 搜尋機器人
bot-ismcts-strong = 強力搜尋機器人
    .plural = 強力搜尋機器人

## turn alerts (alert.js): the header's bell
alert-settings = 輪到你的提醒
alert-settings-help = 輪到你行動而你正在看別的東西時：
alert-title = 閃動分頁標題
alert-sound = 播放提示音
alert-vibrate = 震動（手機）
alert-your-move = ▶ 輪到你了 · Ludoteca

## the players strip: a phone's folded seat panels (a tap unfolds them)
players-strip = 玩家

## Turn timers (docs/server.md, "Turn timers"): the lobby's choice, the seats' clocks, the vote
lobby-time = 計時
lobby-time-help = 每位玩家有一份時間存量，只在輪到他決定時減少，每走一步再補一點。時間用完時，由機器人替他走這一步，其他玩家可以表決，讓機器人接手他的座位直到遊戲結束。
lobby-time-none = 不計時
lobby-time-relaxed = 從容
lobby-time-normal = 一般
lobby-time-fast = 快速
lobby-time-option = { $preset }：每人 { $bank }，每步加 { $increment }
table-time = { $preset }：每人 { $bank }，每步加 { $increment }
time-span-minutes = { $count } 分鐘
time-span-seconds = { $count } 秒
clock-left = { $minutes ->
        [0] { $seconds ->
               *[other] 還剩 { $seconds } 秒
            }
       *[other] { $seconds ->
               *[other] 還剩 { $minutes } 分 { $seconds } 秒
            }
    }
clock-title = 決定的剩餘時間
clock-stand-in = 時間用完了：這一步由機器人代走。
clock-ran-out = { $name } 的時間用完了：這一步由機器人代走。
clock-vote = 以機器人取代 { $name }
clock-vote-help = { $name } 的時間用完了。若其他玩家過半數同意，機器人將接手他的座位直到遊戲結束。
clock-voted = 你已同意取代 { $name }：{ $votes }／{ $needed } 人同意。
clock-vote-cast = { $voter } 同意以機器人取代 { $name }：{ $votes }／{ $needed } 人同意。
clock-replaced = { $name } 已由機器人取代，直到遊戲結束。
error-bad_time = 沒有這種計時設定：請選擇不計時、從容、一般或快速。
error-not_timed_out = 這位玩家的時間還沒用完：沒有可表決的事。
error-already_voted = 你已經同意取代這位玩家了。
error-bot_seat = 這個座位已經由機器人在玩。
