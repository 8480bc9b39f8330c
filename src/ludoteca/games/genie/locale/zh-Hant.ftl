# 精靈寶箱遊戲的文字，繁體中文。
# Names follow the Traditional Chinese rulebook (../shared/seeds/genie-treasure-chests.zh-Hant.txt):
# 銅／白銀／黃金寶箱, 寶箱卡, 神燈卡, 起始卡牌, 寶藏圖板, 寶石, 飾品, 手鍊／戒指／項鍊,
# 護身符, 巫師, 毒蠍, 精靈, 魔戒, 「我的寶貝」. A name the rulebook does not give is
# marked "# unofficial" (listed by `ludoteca content`).

## Terms

-chest-bronze = 銅寶箱
-chest-silver = 白銀寶箱
-chest-gold = 黃金寶箱

## Names

# unofficial
game-name = 精靈：三個寶箱
chest-bronze = 銅寶箱
chest-silver = 白銀寶箱
chest-gold = 黃金寶箱
metal-bronze = 銅
metal-silver = 白銀
metal-gold = 黃金
colour-green = 綠
colour-red = 紅
colour-blue = 藍
# unofficial
colour-yellow = 黃
piece-bracelet = 手鍊
piece-ring = 戒指
piece-necklace = 項鍊
card-gem-green = 綠寶石
card-gem-red = 紅寶石
card-gem-blue = 藍寶石
# unofficial
card-gem-yellow = 黃寶石
card-bronze-bracelet = 銅手鍊
card-bronze-ring = 銅戒指
card-bronze-necklace = 銅項鍊
card-silver-bracelet = 白銀手鍊
card-silver-ring = 白銀戒指
card-silver-necklace = 白銀項鍊
card-gold-bracelet = 黃金手鍊
card-gold-ring = 黃金戒指
card-gold-necklace = 黃金項鍊
card-talisman = 護身符
card-wizard = 巫師
name-gem = 寶石
name-jewellery = 飾品
name-scorpion = 毒蠍
name-genie = 精靈
name-lamp = 神燈
name-lamp-card = 神燈卡
name-chest-card = 寶箱卡
name-starting-card = 起始卡牌
name-treasure-board = 寶藏圖板
name-ring = 魔戒
name-my-precious = 「我的寶貝」
name-cave = 山洞

## Options

option-my_precious = 「我的寶貝」變體規則
option-my_precious-help = 用點數 6 的骰子抽滿六張牌而沒有被毒蠍攻擊，就能得到魔戒：遊戲結束時多得 5 分，並立刻從棄牌堆挑一張卡。
option-my_precious-false = 不使用
option-my_precious-true = 使用
option-race = 誰能召喚精靈
option-race-help = 好幾位數字相同的玩家摩擦神燈時，只有其中一位能召喚精靈。
option-race-lottery = 公平抽籤：在時限內摩擦神燈的玩家中隨機選出一位
option-race-arrival = 比手快：最先摩擦神燈的人獲勝（大家共用一個螢幕時）
option-race-auto = 自動：數字相同的玩家自動摩擦神燈，不會有人摩擦出錯
option-two_player_second_group = 兩人遊戲：兩個數字都相同時
option-two_player_second_group-help = 兩人遊戲時，一位玩家可能兩顆骰子都與對手相同，但每回合只能召喚一次精靈。
option-two_player_second_group-next_fastest = 如果對手也摩擦了神燈，第二次許願由對手進行
option-two_player_second_group-forfeit = 第二次許願取消
option-wizard_counts = 巫師卡佔一次抽牌
option-wizard_counts-help = 從寶箱抽到的巫師卡，是否算作骰子允許的其中一張卡。
option-wizard_counts-true = 是：算作你抽的一張卡
option-wizard_counts-false = 否：你仍然可以抽同樣多張寶藏

## Cards

card-short-talisman = 護身符
card-short-wizard = 巫師
card-with-scorpions = { $card }（{ $n } 隻毒蠍）
card-some = 一張卡
card-text-gem = 寶石：1 分。遊戲結束時，某種顏色寶石數量唯一最多的玩家再得 5 分（放在該顏色上的護身符也算）。可以被偷走或交換。
card-text-jewellery = 飾品：1 分。同一材質的手鍊、戒指、項鍊湊成一整套：銅 +6、白銀 +8、黃金 +10。成套的飾品不會再被偷竊或交換。
card-text-talisman = 護身符：1 分。得到時放在你擁有的一種寶石上，之後就算作該顏色的一顆寶石。放好後不能移動，也不會被偷竊或交換。沒有寶石時，它只能單獨放著。
card-text-wizard = 巫師卡：不計分。只要有巫師卡被抽出，山洞會在本回合結束時關閉，開始計分。
card-text-scorpions = 這張卡上有 { $n } 隻毒蠍。
card-text-on = 放在{ $colour }寶石上。
card-text-orphan = 單獨留下：該顏色已沒有寶石，只算 1 分。
card-text-in-set = 屬於一整套飾品：受到保護。
card-info-close = 關閉
card-info-label = 卡片說明：{ $card }

## Lamp cards (our own wording)

lamp-draw_first = 精靈為你打開{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}：抽出最上面的一張卡，不管有沒有毒蠍。
lamp-steal = 從你選擇的一位對手那裡拿走一顆寶石或一件未成套的飾品。
lamp-exchange = 用你一張未受保護的卡，交換對手一張未受保護的卡。
lamp-from_discard = 從棄牌堆挑選任何一張你想要的卡。
lamp-peek = 祕密查看一個寶箱最上面的 { $count } 張卡，然後保持原來的順序放回。
lamp-change_die = 把你的一顆骰子轉成其他點數；它仍留在原來的寶箱上。
lamp-give = 精靈在惡作劇：把你一張未受保護的卡交給一位對手。
lamp-discard_own = 精靈很貪心：把你一張未受保護的卡丟進棄牌堆。
lamp-unknown = 精靈的一個願望。

## Why a kept wish did nothing

why-draw_first = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}已經空了
why-steal = 沒有對手擁有未受保護的卡
why-exchange = 有一方沒有可以交換的未受保護的卡
why-from_discard = 棄牌堆是空的
why-peek = 所有寶箱都空了
why-give = 沒有可以交出的未受保護的卡
why-discard_own = 沒有可以丟棄的未受保護的卡
why-unknown = 沒有目標

## Prompts

prompt-place = 祕密放置你的骰子：選擇一個寶箱和點數（最多可以抽幾張卡）。
prompt-place2 = 祕密放置兩顆骰子，放在兩個不同的寶箱上。
prompt-claim = 骰子公開了。如果有其他玩家的骰子數字跟你的相同，就摩擦神燈！
prompt-penalty_opponent = 你摩擦神燈出錯了：選擇一位對手，讓他拿走你的一張卡。
prompt-penalty_take = 從摩擦神燈出錯的玩家那裡拿走一張卡。
prompt-wish = 精靈給你這個願望：接受還是拒絕？
prompt-draw = 再抽一張卡，或停止並保留已抽到的卡。
prompt-talisman = 把護身符放在你的一種寶石上（之後不能再移動）。
prompt-ring_pick = 你得到了魔戒：從棄牌堆拿一張卡，或不拿。
prompt-steal = 從一位對手那裡拿走一張未受保護的卡。
prompt-exchange_own = 選擇你要拿出來交換的一張未受保護的卡。
prompt-exchange_theirs = 選擇你要換到的對手的卡。
prompt-from_discard = 從棄牌堆拿一張卡。
prompt-peek = 選擇一個寶箱：你會看到它最上面的卡。
prompt-change_die = 選擇一顆骰子和它的新點數。
prompt-give_card = 選擇你要送出的一張未受保護的卡。
prompt-give_to = 選擇收到這張卡的對手。
prompt-discard_own = 選擇你要丟棄的一張未受保護的卡。
prompt-other = 輪到你了。
prompt-asked = { $who } 需要決定：{ $prompt }

## Actions

action-rub = 摩擦神燈
action-pass = 不摩擦
action-accept = 接受這個願望
action-refuse = 拒絕
action-draw = 抽一張卡
action-stop = 停止
action-stop-keep = 停止並保留 { $n } 張卡
action-decline = 什麼都不拿
action-seat = { $who }
action-card = { $card }
action-colour = 放在{ $colour }寶石上
action-chest = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
action-die = 把第 { $die } 顆骰子轉成 { $value }
action-place = 放置：{ $dice }
action-place-secret = 祕密放置：{ $dice }
action-place-empty = 祕密放置
action-confirm = 確定
action-cancel = 取消
action-play-again = 再玩一局
dice-one = { $chest ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
} { $value } 點

## The screen

status-round = 第 { $round } 回合
status-place = 祕密選擇寶箱
status-claim = 公開：召喚精靈
status-explore = 探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
status-wishes = 精靈實現願望
status-resolve = 結算本回合
status-over = 山洞關閉了
status-ring = { $who } 擁有魔戒
status-race-arrival = 神燈：比手快
status-race-auto = 神燈：自動
status-closing = 巫師出現了：山洞會在本回合結束時關閉
chest-label = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
chest-size-title = 這個寶箱還剩 { $n } 張卡
chest-peek-badge = 查看
wizard-gone = 巫師已離開
wizard-gone-title = 巫師卡已經離開這個寶箱
wizard-top = 巫師就在最上面！
wizard-depth = 巫師在第 { $n } 張下面
wizard-depth-title = 巫師卡上面還有 { $n } 張卡
die-pending = 你的？
die-pending-title = 你的骰子（尚未放置）
known-top = 你知道最上面的卡：
lamp-size = { $count } 張神燈卡
wish-of = 第 { $n } 個願望（共 3 個）
wish-of-warning = 第 { $n } 個願望（共 3 個）· 拒絕的話，第三個願望一定要執行
discard-size = 棄牌 { $count } 張
discard-see = 查看
wizards-out = 已出現的巫師

## A draw from a chest

explore-live = { $who } 用 { $die } 探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
explore-done = 上一次抽牌：{ $who } 用 { $die } 探索了{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
explore-bust = 被毒蠍攻擊了！{ $n } 隻毒蠍：{ $who } 失去從這個寶箱抽到的所有卡。
explore-kept = { $who } 保留 { $n } 張卡。
explore-cards = 卡片 { $count } / { $limit }
explore-scorpions = 毒蠍 { $count } / { $limit }
explore-scorpions-title = 毒蠍總數達到 { $limit } 隻就會失去這次抽到的卡
explore-danger = 再一隻就完了！
draw-odds = 已抽 { $n } 張，還可以抽 { $left } 張 · 毒蠍 { $scorpions } / { $limit }
draw-danger = 再一隻毒蠍就會失去所有卡！

## Players

you-name = { $who }（你）
seat-fallback = 座位 { $n }
seat-points = { $n } 分
seat-breakdown = 卡片 { $cards }；成套 { $sets }；寶石最多 { $majorities }；魔戒 { $ring }
seat-ring-title = 擁有魔戒（+5）
seat-pick-selected = 已選擇
seat-pick-hint = 選擇這位玩家
seat-ready = 已放好
seat-choosing = 選擇中
seat-you-rub = 你摩擦神燈
seat-rubs = 摩擦神燈
seat-you-leave = 你不摩擦
seat-leaves = 不摩擦
seat-decided = 已決定
seat-deciding = 決定中
seat-summoner = 精靈（{ $value }）
seat-summoner-title = 召喚了精靈
seat-mistake = 摩擦神燈出錯
seat-too-slow = 太慢了
seat-exploring = 探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}中
treasure-none = 還沒有寶藏
gems-title = { $colour } { $count }
gems-title-most = { $colour } { $count }：最多，+5
set-complete-title = 一整套{ $metal ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}飾品：受保護，+{ $bonus }
set-complete = { $metal ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}套 +{ $bonus }
set-partial-title = { $metal ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}飾品：湊齊手鍊、戒指和項鍊
set-partial = { $metal ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
} { $count }/3
set-missing = 缺少：{ $piece }
orphans-title = 單獨留下的護身符只算 1 分
orphans = 單獨的護身符
talisman-to-place = 待放置的護身符

## The action dock

dock-or-click-chest = 或點選上方的寶箱
dock-your-die = 你在{ $chest ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}寶箱上的骰子 { $die } →
dock-die = 第 { $n } 顆骰子 →
dock-click-player = 點選一位玩家的區域，或：
dock-give-to = 交給 { $who }
dock-let-take = 讓 { $who } 拿走一張卡
dock-choose = 選擇 { $who }
dock-you-give = 你交出：{ $card }
dock-list = 或從清單中選擇
hint-steal = 點選對手一張亮起的卡來拿走它。
hint-exchange_own = 點選你一張亮起的卡來交換。
hint-exchange_theirs = 點選你要換到的對手亮起的卡。
hint-penalty_take = 點選摩擦神燈出錯的玩家一張亮起的卡。
hint-give_card = 點選你要送出的一張亮起的卡。
hint-discard_own = 點選你要丟棄的一張亮起的卡。
hint-other = 點選一張亮起的卡。
verb-take = 拿走{ $card }
verb-take-from = 從 { $who } 那裡拿走{ $card }
verb-take-discard = 從棄牌堆拿走{ $card }
verb-offer = 拿出{ $card }
verb-give = 送出{ $card }
verb-discard = 丟棄{ $card }
verb-choose = 選擇{ $card }
place-slot = 第 { $n } 顆骰子
place-on = 在{ $chest ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}寶箱
place-no-chest = 還沒選寶箱
place-value = 點數：最多可以抽幾張卡
place-value-label = 點數 { $n }
place-chest = 寶箱
place-taken = （第 { $n } 顆骰子）
place-problem-same = 兩顆骰子必須放在不同的寶箱上
place-problem-both = 選擇點數和寶箱
place-problem-chest = 選擇寶箱
place-problem-value = 選擇點數
place-problem-die-both = 第 { $n } 顆骰子：選擇點數和寶箱
place-problem-die-chest = 第 { $n } 顆骰子：選擇寶箱
place-problem-die-value = 第 { $n } 顆骰子：選擇點數
countdown = { $seconds } 秒後停止摩擦神燈
countdown-closing = 時間到…

## Waiting lines

wait-set = 你的骰子已放好：{ $dice }。
wait-place = 等待 { $names } 祕密放置骰子…
wait-revealing = 公開中…
wait-you-rub = 你摩擦了神燈。
wait-you-pass = 你沒有摩擦神燈。
wait-claim = 等待 { $names } 決定…
wait-race = 正在決定誰召喚精靈…
wait-drawing = { $who } 正在從{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}抽牌…
wait-wish = { $who } 正在考慮第 { $n } 個願望…
wait-penalty = { $who } 正在選擇要拿走的卡…
wait-choosing = { $who } 正在選擇…

## The end of the game

over-none = 遊戲結束。
over-wins = { $who } 獲勝！
over-shared = 共同勝利：{ $names }！
over-you-win = 你贏了！
over-you-share = 共同勝利！
over-others-won = { $names } 獲勝。
sheet-cards = 卡片
sheet-cards-note = （每張 1 分）
sheet-set = { $metal ->
    [bronze] 一整套銅飾品
    [silver] 一整套白銀飾品
   *[gold] 一整套黃金飾品
}
sheet-majority = 最多{ $colour }寶石
sheet-ring = 魔戒
sheet-total = 總分

## The event log

scores-now = 目前分數
log-title = 遊戲紀錄
log-empty = 遊戲的經過會顯示在這裡。
log-round = 第 { $round } 回合
event-placed-secret = { $who } 祕密放置了骰子
event-placed = { $who } 放置：{ $dice }
event-reveal = 公開！{ $dice }
event-reveal-seat = { $who }：{ $dice }
event-claimed-rub = { $who } 摩擦神燈
event-claimed-pass = { $who } 不摩擦神燈
event-race = 神燈：{ $parts }
event-race-nobody = 神燈：沒有人召喚精靈
event-race-summons = { $who } 召喚了精靈（數字 { $value }）
event-race-mistake = { $who } 摩擦神燈出錯
event-penalty_opponent = { $offender } 讓 { $taker } 拿走一張卡作為懲罰
event-penalty-nothing = { $offender } 沒有可以被拿走的卡
event-penalty = { $taker } 從 { $offender } 那裡拿走{ $card }
event-wish = { $who } 的第 { $n } 個願望：{ $text }
event-wish_refused = { $who } 拒絕了這個願望
event-wish_kept = { $who } 接受了這個願望
event-wish_forced = { $who } 必須執行第三個願望
event-wish_no_effect = 這個願望沒有效果：{ $why }
event-explore = { $who } 探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}（最多 { $limit } 張）
event-chest_unclaimed = 沒有人打開{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
event-chest_empty = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}已經空了
event-stop = { $who } 停止抽牌
event-cave_closing = 巫師出現了：山洞即將關閉！
event-cave_closing-at-once = 巫師出現了：山洞立刻關閉！
event-round = 第 { $round } 回合開始
event-drawn = { $who } 抽到{ $card }
event-genie_draw = { $who } 從{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}抽到{ $card }
event-bust = { $who } 遇到 { $scorpions } 隻毒蠍，失去 { $n } 張卡
event-kept = { $who } 保留 { $n } 張卡
event-talisman = { $who } 把護身符放在{ $colour }寶石上
event-talisman-alone = { $who } 沒有寶石，護身符只能單獨放著
event-orphaned = { $who } 放在{ $colour }寶石上的護身符被單獨留下：已經沒有{ $colour }寶石了
event-peek-you = 你看到{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}最上面的卡：{ $cards }
event-peek-seen = { $who } 看到{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}最上面的卡：{ $cards }
event-peek = { $who } 查看{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}最上面的 { $count } 張卡
event-stolen = { $who } 從 { $from } 那裡偷走{ $card }
event-exchanged = { $who } 用{ $gave }交換了 { $with } 的{ $card }
event-from_discard = { $who } 從棄牌堆拿走{ $card }
event-die_changed = { $who } 把{ $chest ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}寶箱上的骰子從 { $from } 轉成 { $to }
event-given = { $who } 把{ $card }交給 { $to }
event-discarded = { $who } 丟棄了{ $card }
event-ring = { $who } 得到了魔戒
event-ring-from = { $who } 從 { $from } 那裡奪走了魔戒
event-ring_pick = { $who } 從棄牌堆挑了{ $card }
event-ring_pick-nothing = { $who } 沒有從棄牌堆拿卡
event-game_over = 山洞關閉了。最終分數：{ $scores }
event-score = { $who } { $score } 分

## The terminal

term-header = ── 第 { $round } 回合 · { $phase }
term-header-closing = ── 第 { $round } 回合 · { $phase } · 山洞即將關閉
term-phase-place = 選擇寶箱
term-phase-claim = 召喚精靈
term-phase-resolve = 探索寶箱
term-phase-over = 遊戲結束
term-chest = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}：{ $n } 張卡，{ $wizard }
term-wizard-depth = 巫師在 { $n } 張卡下面
term-wizard-gone = 巫師已離開
term-known-top = 你知道最上面的卡：{ $cards }
term-piles = 神燈卡牌堆：{ $lamp } 張；棄牌堆：{ $discard } 張
term-seat = { $who }：{ $n } 分；骰子：{ $dice }
term-seat-ring = { $who }：{ $n } 分，擁有魔戒；骰子：{ $dice }
term-dice-ready = 已放好
term-dice-thinking = 思考中
term-treasure = 寶石：{ $gems }；飾品：{ $jewellery }
term-treasure-talismans = 寶石：{ $gems }；飾品：{ $jewellery }；{ $talismans }
term-gem-count = { $colour } { $n }
term-none = 無
term-talisman-on = 護身符在{ $colour }寶石上
term-talisman-alone = 單獨的護身符
term-explore = { $who } 探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}：最多 { $limit } 張卡，目前 { $scorpions } 隻毒蠍；已抽：{ $drawn }
term-nothing-yet = 還沒有
term-wish = 第 { $n } 個願望：{ $text }
term-place-help = 輸入寶箱和點數，例如「g4」或「黃金 4」表示在黃金寶箱放 4 點（兩顆骰子：「b2 s5」）；b = 銅，s = 白銀，g = 黃金

## Keys and How to play

keys-title = 按鍵
help-keys =
    - 1 到 6：骰子的點數（放置時）
    - B、S、G：銅、白銀或黃金寶箱（放置時）
    - Enter：祕密放置骰子
    - R：摩擦神燈；L：不摩擦
    - K：接受願望；X：拒絕
    - D：抽一張卡；S：停止抽牌
    - 在寶箱、卡片或玩家上按 Enter 或空白鍵：選擇它
    - Esc：關閉卡片說明
help-title = 《精靈：三個寶箱》玩法說明
help-button = 遊戲說明
help-body =
    ## 遊戲目標
    你們是來到精靈山洞的尋寶者。從銅、白銀、黃金三個寶箱裡拿卡片，但別太貪心：寶箱裡藏著毒蠍。只要有巫師卡從寶箱裡出現，山洞就會在該回合結束時關閉，最富有的玩家獲勝。

    ## 一個回合
    - 選擇寶箱：每個人祕密地把骰子放在一個寶箱上。點數就是你最多可以從這個寶箱抽幾張卡。兩人遊戲時，每人把兩顆骰子放在兩個不同的寶箱上。
    - 召喚精靈：公開所有骰子。如果其他玩家的骰子點數跟你的某顆骰子相同，就趕快摩擦神燈。每組相同點數中只有一位玩家能召喚精靈。
    - 探索寶箱：依序是銅、白銀、黃金。在每個寶箱上，點數最小而且沒有人跟他相同的骰子可以抽牌，一次一張，隨時可以停止。同一個寶箱上點數相同的骰子會互相抵消。

    ## 在螢幕上摩擦神燈
    公開之後會有短暫的倒數。所有人同時祕密決定：摩擦或不摩擦。在時限內摩擦神燈、而且點數相同的玩家中，會公平地抽出一位獲勝者，所以網路慢也不會吃虧。時間內沒有回答就等於不摩擦。如果沒有人跟你點數相同卻摩擦神燈，精靈會生氣：一位對手會拿走你一張未受保護的卡。在大廳可以改變這個規則：共用一個螢幕時比手快，或自動摩擦。

    ## 許願
    召喚精靈的玩家一次翻開一張神燈卡：接受就立刻執行效果，拒絕就翻開下一張。第三張不管內容如何都一定要執行。用過或拒絕的神燈卡都放回牌堆下方。

    ## 毒蠍
    計算你從一個寶箱抽到的卡片上的毒蠍。如果總數達到你骰子的點數，這回合從該寶箱抽到的卡全部都要棄掉。提早停止就能保住已抽到的卡。

    ## 圖示的意思
    - 寶石（四種顏色）：1 分；某種顏色寶石數量唯一最多的玩家再得 5 分，平手就沒有人得分。
    - 飾品（銅、白銀或黃金的手鍊、戒指、項鍊）：1 分；同一材質的一整套得 +6、+8 或 +10，而且不會再被拿走。
    - 護身符：1 分；放在你擁有的一種寶石上，算作該顏色的一顆寶石。放好後不能移動，也不會被拿走。
    - 毒蠍：印在某些卡片上；太多的話這次抽的卡就全部失去。
    - 巫師：不計分；山洞會在本回合結束時關閉（若是神燈卡從寶箱抽出巫師，遊戲立即結束）。
    - 魔戒（如果這桌使用「我的寶貝」變體規則）：用 6 點抽滿六張牌就能得到它，遊戲結束時得 5 分，並從棄牌堆挑一張卡。

    ## 遊戲結束
    每張卡 1 分（巫師卡不保留），再加上成套飾品、寶石最多和魔戒的分數。總分最高的玩家獲勝；平手就共同分享勝利。

## 終端機裡讀者自己的座位（ludoteca play genie）：直接稱「你」

term-you = 你
term-dice-not-placed = 還沒放置
term-explore-you = 你探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}：最多 { $limit } 張卡，目前 { $scorpions } 隻毒蠍；已抽：{ $drawn }
event-placed-secret-you = 你祕密放置了骰子
event-placed-you = 你放置：{ $dice }
event-claimed-rub-you = 你摩擦神燈
event-claimed-pass-you = 你不摩擦神燈
event-race-summons-you = 你召喚了精靈（數字 { $value }）
event-race-mistake-you = 你摩擦神燈出錯
event-penalty_opponent-you = 你讓 { $taker } 拿走一張卡作為懲罰
event-penalty_opponent-to-you = { $offender } 讓你拿走一張卡作為懲罰
event-penalty-nothing-you = 你沒有可以被拿走的卡
event-penalty-you = 你從 { $offender } 那裡拿走{ $card }
event-penalty-from-you = { $taker } 從你那裡拿走{ $card }
event-wish-you = 你的第 { $n } 個願望：{ $text }
event-wish_refused-you = 你拒絕了這個願望
event-wish_kept-you = 你接受了這個願望
event-wish_forced-you = 你必須執行第三個願望
event-explore-you = 你探索{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}（最多 { $limit } 張）
event-stop-you = 你停止抽牌
event-drawn-you = 你抽到{ $card }
event-genie_draw-you = 你從{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}抽到{ $card }
event-bust-you = 你遇到 { $scorpions } 隻毒蠍，失去 { $n } 張卡
event-kept-you = 你保留 { $n } 張卡
event-talisman-you = 你把護身符放在{ $colour }寶石上
event-talisman-alone-you = 你沒有寶石，護身符只能單獨放著
event-orphaned-you = 你放在{ $colour }寶石上的護身符被單獨留下：已經沒有{ $colour }寶石了
event-peek-count-you = 你查看{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}最上面的 { $count } 張卡
event-stolen-you = 你從 { $from } 那裡偷走{ $card }
event-stolen-from-you = { $who } 從你那裡偷走{ $card }
event-exchanged-you = 你用{ $gave }交換了 { $with } 的{ $card }
event-exchanged-with-you = { $who } 用{ $gave }交換了你的{ $card }
event-from_discard-you = 你從棄牌堆拿走{ $card }
event-die_changed-you = 你把{ $chest ->
    [bronze] 銅
    [silver] 白銀
   *[gold] 黃金
}寶箱上的骰子從 { $from } 轉成 { $to }
event-given-you = 你把{ $card }交給 { $to }
event-given-to-you = { $who } 把{ $card }交給你
event-discarded-you = 你丟棄了{ $card }
event-ring-you = 你得到了魔戒
event-ring-from-you = 你從 { $from } 那裡奪走了魔戒
event-ring-taken-from-you = { $who } 從你那裡奪走了魔戒
event-ring_pick-you = 你從棄牌堆挑了{ $card }
event-ring_pick-nothing-you = 你沒有從棄牌堆拿卡

## 終端機接受的輸入，以及不接受的原因

term-words-help = 也可以輸入{ $words }
term-refuse-word = 「{ $word }」不是寶箱：請輸入 b（銅）、s（白銀）或 g（黃金）加上點數，例如 g4
term-refuse-no-value = 要在{ $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}放幾點？請在寶箱後面輸入點數，例如 { $example }
term-refuse-no-chest = 要放在哪個寶箱？請在點數前面輸入寶箱，例如 g{ $value } 表示在黃金寶箱放 { $value } 點
term-refuse-value = 骰子只有 1 到 6 點，沒有 { $value } 點
term-refuse-two-dice = 兩人遊戲要一次放兩顆骰子，放在兩個不同的寶箱，例如 b2 s5
term-refuse-one-die = 你只放一顆骰子，例如 g4
term-refuse-same-chest = 你的兩顆骰子必須放在不同的寶箱
term-refuse-place-now = 現在不能放置：{ $dice }
term-refuse-place-not-now = 現在不能放骰子：骰子在每回合開始時放置。請從清單中選擇，或輸入 help
term-refuse-not-now = 現在不行：「{ $action }」不是此刻的選項。請從清單中選擇，或輸入 help
