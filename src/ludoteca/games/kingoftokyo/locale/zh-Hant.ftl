# 東京之王-闇黑限定版：玩家讀到的一切（繁體中文）。
#
# 名稱以中文版規則書為準：東京市、東京灣、勝利點數（★）、生命力（心）、能量、邪惡點數、
# 邪惡板塊、超能力卡（保留／棄牌）、爪擊、投降、換牌、冒煙／縮小射線／猛毒指示物，
# 五隻怪獸（狂暴金剛王、闇黑吉哥拉、漆黑麥卡龍、霹靂暗兔兔、深淵大海怪），
# 卡牌「投機怪獸」「縮小雷射」「火炎吐息」「變形怪獸」，板塊「猛毒唾液」「同步熔劑」。
# 規則書沒有給出的名稱是我們自己的翻譯，每一個上方都標有「# unofficial」。
# 卡牌與板塊的說明文字都是我們自己的話。

game-name = 東京之王-闇黑限定版

## 大廳選項

option-two_player_variant = 兩人變體規則
option-two_player_variant-help = 只在兩人遊戲時有效：進入東京或在東京開始回合時，獲得 1 能量而不是勝利點數（規則書建議的玩法）。
option-two_player_variant-true = 開啟（以能量代替勝利點數）
option-two_player_variant-false = 關閉（照常獲得勝利點數）
option-tiles = 邪惡板塊
option-tiles-help = 每片邪惡板塊都有紅色面和綠色面，能力各不相同。第一次遊戲建議使用紅色面。
option-tiles-red = 紅色面（第一次遊戲）
option-tiles-green = 綠色面
option-tiles-mix = 兩面隨機混合

## 遊戲用語

you-name = 你
# 讀者與其他名字並列時（「機器人 2和你」）
you-listed = 你
who-you = { $name }（你）
seat-name = 座位 { $seat }
face-1 = 1
face-2 = 2
face-3 = 3
face-energy = 能量
face-heart = 心
face-smash = 爪擊
group-numbers = 數字
group-energy = 能量
group-smash = 爪擊
group-heart = 心
area-city = 東京市
area-bay = 東京灣
tokyo = 東京
token-poison = 猛毒
token-shrink = 縮小射線
token-smoke = 冒煙
card-type-keep = 保留
card-type-discard = 棄牌
tile-side-red = 紅色面
tile-side-green = 綠色面
hearts-count = { $n } 點生命力
vp-count = { $n } 點勝利點數
energy-count = { $n } 能量
dice-count = { $n } 顆骰子
rolls-count = { $n } 次擲骰
list-nobody = 沒有人

## 事件的原因

why-dice = 骰子
why-start-in-tokyo = 在東京開始回合
why-enter-tokyo = 進入東京
why-buy = 購買
why-sold = 卡牌被買走
why-eliminated = 被消滅
why-revive = 重新開始
why-sweep = 換牌
why-smash = 爪擊
why-effect = 卡牌效果
why-lose-all = 失去所有生命
why-poison = 猛毒
why-max-hp = 生命上限降低
why-wings = 翅膀
why-super-jump = 超級跳躍
why-rapid-healing = 快速治癒
why-energy-drink = 能量飲料
why-stretchy = 伸縮自如
why-hibernation = 冬眠
why-jets = 噴射推進器
why-metamorph = 變形怪獸
why-woke-up = 醒來
why-no-smoke-left = 冒煙指示物用完
why-used = 已使用
why-probe-rolled-a-heart = 探測擲出了心

## 事件紀錄（終端機與瀏覽器）

event-rolloff = { $who } 擲出最多爪擊，成為起始玩家
event-rolloff-rounds = 經過 { $rounds } 輪擲骰，{ $who } 擲出最多爪擊，成為起始玩家
event-turn = { $who } 的回合
event-turn-extra = { $who } 的額外回合
event-roll = { $who } 擲骰：{ $faces }
event-reroll = { $who } 重擲 { $count } 顆骰子：{ $faces }
event-set-die = { $who } 把第 { $die } 顆骰子變成 { $face }（{ $source }）
event-vp-gain = { $who } 獲得 { $amount } 點勝利點數（{ $why }），現在 { $total } 點
event-vp-lose = { $who } 失去 { $amount } 點勝利點數（{ $why }），現在 { $total } 點
event-energy-gain = { $who } 獲得 { $amount } 能量（{ $why }），現在 { $total }
event-energy-lose = { $who } 花費 { $amount } 能量（{ $why }），剩下 { $total }
event-hp-gain = { $who } 恢復 { $amount } 點生命力（{ $why }），現在 { $total }
event-hp-lose = { $who } 失去 { $amount } 點生命力（{ $why }），剩下 { $total }
event-hp-lose-by = { $by_you ->
    [yes] { $who } 被你打掉 { $amount } 點生命力（{ $why }），剩下 { $total }
   *[no] { $who } 被 { $by } 打掉 { $amount } 點生命力（{ $why }），剩下 { $total }
}
event-wickedness-gain = { $who } 獲得 { $amount } 點邪惡點數，現在 { $total }
event-wickedness-lose = { $who } 的邪惡點數降到 { $total }（{ $why }）
event-smash = { $with_you ->
    [yes] { $others ->
        [0] { $who } 爪擊你 { $count } 次
       *[other] { $who } 爪擊 { $count } 次，擊中：{ $targets }
    }
   *[no] { $who } 爪擊 { $count } 次，擊中：{ $targets }
}
event-smash-nobody = { $who } 爪擊 { $count } 次，沒有擊中任何怪獸
event-token-gain = { $who } 獲得 { $amount } 個{ $token ->
    [poison] 猛毒指示物
    [shrink] 縮小射線指示物
   *[smoke] 冒煙指示物
}，現在 { $total } 個
event-token-lose = { $who } 移除 { $amount } 個{ $token ->
    [poison] 猛毒指示物
    [shrink] 縮小射線指示物
   *[smoke] 冒煙指示物
}，剩下 { $total } 個
event-enter = { $who } 進入{ $area }
event-leave = { $why ->
    [yield] { $who } 投降，離開{ $area }
    [forced] { $who } 被趕出{ $area }
    [bay_closed] { $who } 離開{ $area }：東京灣關閉
    [death] { $who } 在{ $area }倒下
   *[other] { $who } 離開{ $area }
}
event-stay = { $who } 留在東京
event-move = { $who } 從{ $from }移到{ $to }
event-tile = { $who } 拿取邪惡板塊「{ $tile }」
event-tile-lost = { $who } 失去板塊「{ $tile }」（{ $why }）
event-copy = { $who } 的同步熔劑複製了「{ $card }」
event-buy = { $source ->
    [deck] { $who } 花 { $price } 能量買下牌庫頂的「{ $card }」
    [owned] { $who } 花 { $price } 能量從其他怪獸手上買下「{ $card }」
   *[market] { $who } 花 { $price } 能量買下「{ $card }」
}
event-sweep = { $who } 換牌，市場換上三張新卡
event-reveal = 市場翻出新卡：「{ $card }」
event-reshuffle = 棄牌堆洗勻成為新的牌庫（{ $size } 張）
event-discard = { $who } 棄掉「{ $card }」（{ $why }）
event-card-moved = { $from_you ->
    [yes] 「{ $card }」從你轉到 { $to }
   *[no] { $to_you ->
        [yes] 「{ $card }」從 { $from } 轉到你
       *[no] 「{ $card }」從 { $from } 轉到 { $to }
    }
}
event-damage-prevented = { $who } 避免失去 { $amount } 點生命力（{ $why }）
event-camouflage = { $who } 為偽裝擲骰：{ $faces }
event-probe = { $target_you ->
    [yes] { $who } 探測你：你的第 { $die } 顆骰子變成 { $face }
   *[no] { $who } 探測 { $target }：第 { $die } 顆骰子變成 { $face }
}
event-extra-turn = { $who } 將再進行一個回合
event-extra-turn-fewer = { $who } 將再進行一個回合，但少擲 { $fewer } 顆骰子
event-revive = { $who } 靠著「{ $card }」重新站起來了！
event-eliminated = { $who } 被消滅了！
event-over = { $with_you ->
    [yes] { $others ->
        [0] 遊戲結束：你獲勝！
       *[other] 遊戲結束：{ $winners }獲勝！
    }
   *[no] 遊戲結束：{ $winners } 獲勝！
}
event-over-nobody = 遊戲結束：所有怪獸都倒下了，沒有贏家。

## 誰正在做什麼決定

decision-roll = { $who } 正在擲骰
decision-resolve = { $who } 正在結算骰子
decision-buy = { $who } 可以購買超能力卡
decision-damage = { $who } 即將失去 { $amount } 點生命力（{ $cause }），可以設法避免
decision-yield = { $who } 正在決定是否投降離開東京
decision-tile = { $who } 正在選擇一片 { $level } 級的邪惡板塊
decision-probe = { $who } 可以使用心靈探測
decision-jets = { $who } 正在決定是否在失去 { $amount } 點生命力之前用噴射推進器飛走
decision-swap = { $who } 可以用不穩定DNA交換一張卡
decision-opportunist = { $who } 可以買下新翻出的卡（投機怪獸）
decision-sell = { $who } 可以賣掉保留卡（變形怪獸）
decision-copy = { $who } 正在選擇同步熔劑要複製的卡
decision-other = { $who } 正在做決定

## 終端機（ludoteca play kingoftokyo）

term-turn = 第 { $turn } 回合
term-city = 東京市：{ $who }
term-bay = 東京灣：{ $who }
term-empty = 空
term-extra-turn = 額外回合
term-in-city = 在東京市
term-in-bay = 在東京灣
term-eliminated = { $who }（{ $monster }）：已被消滅，{ $vp } 點勝利點數
term-monster = { $who }（{ $monster }）{ $where }：生命力 { $hp }/{ $max }，勝利點數 { $vp }，能量 { $energy }，邪惡點數 { $wickedness }
term-mark-poison = 猛毒 { $n }
term-mark-shrink = 縮小射線 { $n }
term-mark-zombie = 殭屍
term-mark-hibernating = 冬眠中
term-card-smoke = { $card }（冒煙 { $n }）
term-owned-tile = 板塊 { $tile }
term-owned-copy = 複製「{ $card }」
term-dice = 骰子：{ $faces }
term-dice-none = 骰子：尚未擲骰
term-roll-number = 第 { $roll } 次擲骰
term-rolls-left = 還剩 { $n } 次擲骰
term-resolved = 已結算：{ $groups }
term-market = 市場：
term-market-empty = （空）
term-market-card = { $name } { $price } 能量，{ $type }：{ $text }
term-market-card-cheaper = { $name } { $price } 能量（原價 { $cost }），{ $type }：{ $text }
term-top-card = 牌庫頂：{ $name } { $price } 能量：{ $text }
term-deck = 牌庫：{ $deck } 張；棄牌堆：{ $discard } 張；剩下的邪惡板塊：{ $tiles }
term-tiles-none = 沒有
term-game-over = { $with_you ->
    [yes] { $others ->
        [0] 遊戲結束：你獲勝
       *[other] 遊戲結束：{ $winners }獲勝
    }
   *[no] 遊戲結束：{ $winners } 獲勝
}
term-game-over-nobody = 遊戲結束：沒有贏家
term-help = 輸入 'reroll 1 3 5'、'keep 2 4'、'stop'、'resolve smash'、'buy 2'、'sweep'、'end'、'yield'、'stay'、'set 2 smash'，或清單上的數字
term-typed-help = 也可以輸入{ $commands }。

## 終端機：輸入的指令為什麼不被接受（指令在每種語言裡都是英文字）

term-refuse-not-now = 現在不能這樣做：{ $action }。
term-refuse-not-rolling = 你現在沒有在擲骰。
term-refuse-no-rolls-left = 這回合已經沒有擲骰次數了：骰子維持現狀。
term-refuse-reroll-threes = 沒有擲骰次數時，只能重擲顯示 3 的骰子。
term-refuse-no-die = { $count ->
    [0] 現在沒有可以選的骰子。
    [1] 沒有第 { $die } 顆骰子：只有第 1 顆。
   *[other] 沒有第 { $die } 顆骰子：骰子的編號是 1 到 { $count }。
}
term-refuse-die-number = 「{ $word }」不是骰子編號：請用編號輸入骰子，例如「keep 2 4」。
term-refuse-group-none = 請說明要結算哪一組骰子：{ $choices }。
term-refuse-group = 「{ $group }」不是骰子的組別：請輸入 { $choices }。
term-refuse-group-nothing = { $group }：現在沒有可以結算的。
term-refuse-heart-cure = 你的生命力現在無法移除 { $poison } 個猛毒指示物和 { $shrink } 個縮小射線指示物。
term-refuse-buy-what = 請用市場上的編號指定要買的卡，例如「buy 2」。
term-refuse-no-slot = 市場上沒有第 { $slot } 張卡：卡片的編號是 1 到 { $count }。
term-refuse-slot-empty = 市場的第 { $slot } 格現在是空的。
term-refuse-buy-slot = 現在不能購買第 { $slot } 張卡。
term-refuse-afford = 「{ $card }」要 { $price } 點能量，你只有 { $energy } 點。
term-refuse-buy-card = 現在不能購買「{ $card }」。
term-refuse-sweep-energy = 換牌要 2 點能量，你只有 { $energy } 點。
term-refuse-not-asked-yield = 現在沒有要你決定是否投降離開東京。
term-refuse-no-extra = 你現在沒有額外的擲骰可用。
term-refuse-no-tool = 你現在沒有可以改變骰子的卡。
term-refuse-tool-not-now = 現在不能使用「{ $card }」。
term-refuse-set-how = 請說明骰子和新的骰面，例如「set 2 smash」。
term-refuse-face-missing = 也請說明新的骰面，例如「set { $die } smash」。
term-refuse-face = 「{ $face }」不是骰面：請輸入 { $faces }。
term-refuse-set-face = 現在不能把第 { $die } 顆骰子變成 { $face }。
term-refuse-set-same = 第 { $die } 顆骰子已經是 { $face }。
term-refuse-no-probe = 你現在不能使用「心靈探測」。
term-refuse-probe-how = 請說明要探測哪一顆骰子，例如「probe 3」。
term-refuse-no-tile = 你現在沒有可以拿的邪惡板塊。
term-refuse-tile = 「{ $name }」不是你可以拿的板塊：{ $tiles }。

## 終端機列出的行動

action-reroll-all = 重擲全部骰子
action-reroll = 重擲骰子 { $dice }
action-stop-rolling = 停止擲骰
action-extra-roll = 額外擲骰（{ $source }）
action-set-die = { $source }：把第 { $die } 顆骰子變成 { $face }
action-resolve = 結算{ $group }
action-resolve-heart = 結算心（移除猛毒 { $poison } 個、縮小射線 { $shrink } 個）
action-take-tile = 拿取「{ $tile }」：{ $text }
action-buy = 購買「{ $card }」（{ $price } 能量）：{ $text }
action-buy-slot = 購買第 { $slot } 張卡
action-buy-top = 購買牌庫頂的「{ $card }」
action-buy-top-unseen = 購買牌庫頂的卡
action-buy-owned = 從 { $owner } 買下「{ $card }」
action-probe = 探測第 { $die } 顆骰子
action-swap-card = 用不穩定DNA換取「{ $card }」
action-sell = 以 { $price } 能量賣掉「{ $card }」
action-copy-card = 複製「{ $card }」
action-end-turn = 結束回合
action-end-selling = 完成（不賣）
action-yield = 投降，離開東京
action-stay = 留在東京
action-sweep = 換牌（2 能量）
action-wings = 翅膀：本回合不再失去生命力（2 能量）
action-super-jump = 超級跳躍：少失去 1 點生命力（1 能量）
action-rapid-heal = 快速治癒：恢復 1 點生命力（2 能量）
action-wake = 醒來（棄掉冬眠）
action-pass = 略過

## 瀏覽器畫面

ui-log-title = 戰況紀錄
ui-log-empty = 戰鬥的經過會顯示在這裡。
ui-a-card = 一張超能力卡
ui-a-tile = 一片板塊
ui-turn = 第 { $turn } 回合
ui-extra-turn = 額外回合
ui-status-over = 東京爭奪戰結束了
ui-status-roll = { $who } 正在擲骰・第 { $roll } 次，共 { $total } 次
ui-location-city = 在東京市
ui-location-bay = 在東京灣
ui-location-out = 在東京外
ui-tag-eliminated = 已被消滅
ui-tag-turn = 回合中
ui-tag-deciding = 決定中…
ui-tag-winner = 贏家
ui-tag-zombie = 殭屍
ui-zombie-title = 殭屍化：生命上限 12，擲出的心沒有效果
ui-tag-hibernating = 冬眠中
ui-hibernating-title = 冬眠：不受傷害、不進入東京、不能購買
ui-poison-title = { $n } 個猛毒指示物：在自己回合結束時失去同樣多的生命力
ui-shrink-title = { $n } 個縮小射線指示物：每個讓你少擲一顆骰子
ui-hp-title = 生命力 { $hp }/{ $max }
ui-vp-title = 勝利點數 { $vp }/20
ui-energy-title = { $n } 能量
ui-wicked-label = 邪惡
ui-wicked-title = 邪惡點數 { $n }：到 3、6、10 時拿取邪惡板塊
ui-wicked-level = 等級 { $level }
ui-wicked-level-taken = 等級 { $level }：已拿取板塊
ui-smoke-title = { $n } 個冒煙指示物：每個可額外擲骰一次
ui-smoke-left = 還剩 { $n } 個冒煙指示物
ui-card-title = { $name }（{ $type }，費用 { $cost }）：{ $text }
ui-tile-title = { $name }（邪惡 { $level }）：{ $text }
ui-card-hover = { $name }：{ $text }
ui-copy-chip = 複製「{ $card }」
ui-copy-title = 同步熔劑複製「{ $card }」：{ $text }
ui-empty = 空
ui-bay-closed = 關閉
ui-bay-closed-title = 5 隻以上怪獸時才使用東京灣
ui-tokyo-rule = 進入東京：+1 ★・在東京開始回合：+2 ★
ui-tokyo-rule-2p = 進入東京或在東京開始回合：+1 能量
ui-die = 第 { $die } 顆骰子：{ $face }
ui-die-kept = 第 { $die } 顆骰子：{ $face }（保留）
ui-die-toggle = 第 { $die } 顆骰子：{ $face }。點一下保留它
ui-die-kept-toggle = 第 { $die } 顆骰子：{ $face }（保留）。點一下重擲它
ui-keep-tag = 保留
ui-reroll-all = 重擲全部骰子
ui-reroll = 重擲 { $n } 顆骰子
ui-reroll-blocked = 請選擇可以重擲的骰子
ui-stop-rolling = 保留這些骰子
ui-extra-roll = 額外擲骰：{ $source }
ui-extra-roll-energy_drink = 額外擲骰：能量飲料（1⚡）
ui-extra-roll-smoke_cloud = 額外擲骰：煙霧彈（1 個冒煙）
ui-reroll-note-dweller = 這些骰子現在不能全部重擲：沒有擲骰次數時，只有顯示 3 的骰子可以再擲（幕後潛伏者），請保留其他骰子。
ui-reroll-note = 這些骰子現在不能全部重擲：請保留其中幾顆。
ui-reroll-all-kept = 所有骰子都已保留：點一顆骰子取消保留再重擲，或就用這些骰子。
ui-tool = { $name }
ui-tool-paid = { $name }（{ $cost }⚡）
ui-tool-pick = { $tool }：點選要改變的骰子。
ui-tool-face = 第 { $die } 顆骰子變成：
ui-cancel = 取消
ui-hint-keep = 點選你要保留的骰子，其餘的會重擲。
ui-hint-probe = 心靈探測：點選其中一顆骰子讓它重擲。
ui-no-more-rolling = 不再擲骰。
ui-waiting-first-roll = 等待第一次擲骰…
ui-dice = 骰子
ui-dice-of = { $who } 的骰子
ui-rolls-title = 已擲與剩下的次數
ui-roll-of = 第 { $roll } 次，共 { $total } 次・還剩 { $left } 次
ui-final-roll = 最後結果（擲了 { $n } 次）
ui-sum-numbers = { $count }× { $face }：{ $vp } ★
ui-sum-smash = 爪擊 { $n }
ui-sum-nothing = 目前沒有得分
ui-sum-resolved = 已結算：{ $groups }
ui-you-pay = 你需支付
ui-price = 價格
ui-price-title-you = 你購買時要付的能量
ui-price-title = 觀看者購買時要付的能量
ui-buy-for = 以 { $price }⚡ 購買
ui-top-card = 牌庫頂（實驗室製造）
ui-buy-it = 購買
ui-buy-top = 購買牌庫頂的卡
ui-power-cards = 超能力卡
ui-sweep = 換牌（2⚡）
ui-deck-title = 牌庫剩下的卡
ui-in-deck = 牌庫
ui-discarded = 棄牌堆 { $count } 張
ui-read-card = 閱讀整張卡
ui-printed-cost = 卡上的費用
ui-wickedness-tiles = 邪惡板塊
ui-none-left = 已拿完
ui-take = 拿取
ui-yield = 投降，離開東京
ui-stay = 留在東京
ui-wings = 翅膀：不受傷害（2⚡）
ui-super-jump = 超級跳躍：抵銷 1 點（1⚡）
ui-rapid-heal = 快速治癒：+1 生命力（2⚡）
ui-wake = 醒來（棄掉冬眠）
ui-probe-die = 重擲第 { $die } 顆骰子
ui-swap-take = 換取「{ $card }」
ui-buy-owned = 從 { $who } 買下「{ $card }」（{ $cost }⚡）
ui-buy-owned-plain = 買下「{ $card }」（{ $cost }⚡）
ui-sell = 以 { $cost }⚡ 賣掉「{ $card }」
ui-copy = 複製「{ $card }」（{ $monster }）
ui-copy-plain = 複製「{ $card }」
ui-pass = 略過
ui-pass-damage = 承受傷害
ui-pass-probe = 不探測
ui-pass-swap = 保留我的卡
ui-pass-opportunist = 不購買
ui-pass-copy = 不複製
ui-pass-sell = 不賣
ui-pass-resolve = 骰子維持原樣
ui-end-turn = 結束回合
ui-resolve-numbers = 計算數字得分
ui-resolve-energy = 拿取 { $n } 能量
ui-resolve-smash = 爪擊 ×{ $n }
ui-resolve-heart = 心：恢復 { $heal }
ui-resolve-heart-cure = 心：恢復 { $heal }，移除猛毒 { $poison }、縮小射線 { $shrink }
ui-prompt-roll = 第 { $roll } 次擲骰，共 { $total } 次：保留你喜歡的骰子、重擲其他的，或全部保留。
ui-prompt-roll-last = 沒有擲骰次數了：保留這些骰子，或使用額外擲骰。
ui-prompt-resolve = 結算你的骰子：選擇下一組要結算的骰子。
ui-prompt-buy = 從市場購買超能力卡，或結束你的回合。
ui-prompt-tile = 你的邪惡點數達到 { $level }：拿取一片 { $level } 級的邪惡板塊。
ui-prompt-copy = 同步熔劑：選擇一張要複製的保留卡。
ui-prompt-yield = 你被爪擊了。要留在東京還是投降離開？
ui-prompt-yield-by = { $who } 爪擊了你。要留在東京還是投降離開？
ui-prompt-jets = { $who } 的爪擊會讓你失去 { $amount } 點生命力。有噴射推進器，現在投降就不會失去生命力；或者留下來承受。
ui-prompt-damage = 你即將失去 { $amount } 點生命力。要避免嗎？
ui-prompt-damage-by = { $who } 即將讓你失去 { $amount } 點生命力。要避免嗎？
ui-prompt-probe = 心靈探測：要重擲 { $who } 的一顆骰子嗎？
ui-prompt-swap = 不穩定DNA：要用它交換 { $who } 的一張卡嗎？
ui-prompt-opportunist = 投機怪獸：要以一般價格買下剛翻出的卡嗎？
ui-prompt-sell = 變形怪獸：以卡上的費用賣掉保留卡，或結束你的回合。
ui-prompt-other = 輪到你了。
ui-winner-one = { $who } 是東京闇黑之王！
ui-winner-many = 共同勝利：{ $who }！
ui-winner-none = 沒有贏家：所有怪獸都倒下了。
ui-col-monster = 怪獸
ui-final-table = 最終排名
ui-col-result = 結果
ui-col-player = 玩家
ui-col-vp = 勝利點數
ui-col-hearts = 生命力
ui-play-again = 再玩一局
ui-tile-info = { $side }・邪惡等級 { $level }
ui-close = 關閉
ui-keys-title = 快捷鍵
ui-key-dice = 1–8：保留或放開一顆骰子
ui-key-reroll = R：重擲沒有保留的骰子
ui-key-stop = S：保留這些骰子
ui-key-end = E：結束回合
ui-key-close = Esc：關閉卡牌說明
ui-tap-hint = 點一下卡牌或板塊的名稱，就能閱讀完整說明。

## 遊戲說明（"## " 開頭是標題，"- " 開頭是項目）

help-title = 如何遊玩東京之王
help-body =
    ## 目標
    你是一隻巨大的怪獸，要爭奪東京。先拿到 20 點勝利點數（★），或成為最後一隻存活的怪獸，就能獲勝。

    ## 一個回合
    - 擲 6 顆骰子。之後最多可以再擲兩次：保留喜歡的骰子，重擲其他的（保留過的骰子之後也可以再擲）。
    - 用你想要的順序結算最後的骰子。
    - 如果東京沒有怪獸，你必須進入東京。
    - 用能量購買超能力卡，買得起幾張就能買幾張。也可以花 2 能量換牌：棄掉市場上的三張卡，再翻出三張新的。
    - 回合結束；在回合結束時發動的卡此時生效。接著輪到左手邊（順時針）的玩家。

    ## 骰子
    - 1、2、3：三顆相同的數字可獲得等同該數字的勝利點數，每多一顆相同的再加 1 點。三顆 1 還會給 2 點邪惡點數，三顆 2 給 1 點。
    - 能量（閃電）：拿取 1 能量。能量用來購買超能力卡，也用來發動某些卡的能力。
    - 心：恢復 1 點生命力，最多到 10。在東京時不能恢復。
    - 爪擊：讓另一個地點的每隻怪獸失去 1 點生命力。在東京外時打東京裡的怪獸；在東京裡時打所有東京外的怪獸。

    ## 東京市與東京灣
    進入東京時獲得 1 ★，在東京開始回合時再獲得 2 ★。在東京裡不能用心治療，而且東京外的每隻怪獸都會打你。被骰子爪擊之後你可以投降：離開東京，由打你的怪獸取代你的位置。5 或 6 隻怪獸時會開放東京灣，效果和東京市一樣；剩下不到 5 隻時東京灣就會關閉。

    ## 邪惡點數
    三顆 1 或三顆 2 會讓你的邪惡點數在量表上前進。到達 3、6、10 時，拿取一片該等級的邪惡板塊：持續的能力，或一次性的效果。每個等級只能拿一片，量表也不會倒退。

    ## 卡牌與板塊
    保留卡放在你面前，提供持續的能力；棄牌卡立刻生效，然後丟棄。點一下卡牌或板塊的名稱，就能閱讀完整說明。

    ## 在這裡遊玩
    - 起始玩家由自動擲骰決定：擲出最多爪擊的玩家先開始。
    - 沒有時間限制；空的座位由電腦玩家補上。
    - 骰子一組一組結算：依你想要的順序按下各組的按鈕，最後一組會自動結算。
    - 當你能夠避免傷害時（翅膀、超級跳躍、快速治癒），遊戲會在你失去生命力之前先詢問你。
    - 兩人遊戲時（如果開啟該選項），東京給的是 1 能量而不是勝利點數。
help-keys =
    ## 快捷鍵
    - 1 到 8：保留或放開一顆骰子
    - R：重擲沒有保留的骰子
    - S：保留這些骰子並停止擲骰
    - E：結束你的回合
    - Esc：關閉卡牌說明

## 怪獸

# unofficial
monster-alienoid = 闇黑異星怪
monster-the_king = 狂暴金剛王
monster-gigazaur = 闇黑吉哥拉
monster-meka_dragon = 漆黑麥卡龍
monster-cyber_bunny = 霹靂暗兔兔
monster-kraken = 深淵大海怪

## 超能力卡：名稱，與 .text（完整說明）

# unofficial
card-acid_attack = 強酸攻擊
    .text = 你的擲骰結果永遠多算一個爪擊，即使沒有擲出爪擊也一樣。
# unofficial
card-alien_origin = 外星起源
    .text = 你購買超能力卡時少付 1 能量。
# unofficial
card-alpha_monster = 頭號怪獸
    .text = 你的最後結果至少有一個爪擊時，獲得 1 點勝利點數。
# unofficial
card-armor_plating = 裝甲板
    .text = 忽略任何一次剛好失去 1 點生命力的傷害。
# unofficial
card-background_dweller = 幕後潛伏者
    .text = 顯示 3 的骰子隨時都可以重擲，即使已經沒有擲骰次數。
# unofficial
card-burrowing = 地底鑽行
    .text = 你在東京時多算一個爪擊。當你投降離開東京時，接替你位置的怪獸失去 1 點生命力。
# unofficial
card-camouflage = 偽裝
    .text = 你將要失去生命力時，每一點擲一顆骰子；每擲出一個心就抵銷一點。
# unofficial
card-complete_destruction = 徹底毀滅
    .text = 最後結果包含全部六種骰面時，額外獲得 9 點勝利點數。
# unofficial
card-media_friendly = 媒體寵兒
    .text = 你每購買一張超能力卡，就獲得 1 點勝利點數。
# unofficial
card-eater_of_the_dead = 食屍者
    .text = 每當其他怪獸的生命力降到 0，你獲得 3 點勝利點數。
# unofficial
card-energy_hoarder = 能量囤積者
    .text = 回合結束時，你每擁有完整的 6 能量，就獲得 1 點勝利點數。
# unofficial
card-even_bigger = 更加巨大
    .text = 你的生命上限變成 12。購買這張卡時恢復 2 點生命力。
# unofficial
card-extra_head = 多一顆頭
    .text = 你多擲一顆骰子。
card-fire_breathing = 火炎吐息
    .text = 你的最後結果有爪擊時，你左右兩邊的怪獸各再失去 1 點生命力，不論牠們在哪裡（只剩一個對手時，總共只失去 1 點）。
# unofficial
card-freeze_time = 時間凍結
    .text = 你擲出至少三個 1 時，在本回合之後再進行一個回合，但少擲一顆骰子。
# unofficial
card-friend_of_children = 孩子們的朋友
    .text = 每當你獲得能量，就多獲得 1 能量。
# unofficial
card-giant_brain = 巨大腦袋
    .text = 你每回合多一次擲骰機會。
# unofficial
card-gourmet = 美食家
    .text = 你擲出至少三個 1 時，額外獲得 2 點勝利點數。
# unofficial
card-herbivore = 草食怪獸
    .text = 如果本回合你沒有讓任何怪獸失去生命力，回合結束時獲得 1 點勝利點數。
# unofficial
card-herd_culler = 獸群撲殺者
    .text = 每回合一次，你可以把一顆骰子變成 1。
# unofficial
card-it_has_a_child = 它有孩子了！
    .text = 生命力降到 0 時你不會被消滅：棄掉你所有的卡和板塊，邪惡點數和勝利點數歸零，離開東京，以 10 點生命力繼續遊戲。
# unofficial
card-jets = 噴射推進器
    .text = 如果你投降離開東京，就不會因為讓你投降的那次爪擊而失去生命力。
# unofficial
card-made_in_a_lab = 實驗室製造
    .text = 購買時你可以查看牌庫頂的卡，並且可以購買它。
card-metamorph = 變形怪獸
    .text = 回合結束時，你可以棄掉自己的保留卡，拿回等同卡上費用的能量。
# unofficial
card-nova_breath = 新星吐息
    .text = 你的爪擊會打到所有其他怪獸，不論牠們在不在東京。
# unofficial
card-detritivore = 食腐怪獸
    .text = 最後結果同時有 1、2、3 時，額外獲得 2 點勝利點數。
card-opportunist = 投機怪獸
    .text = 每當翻出一張新卡，你可以立刻買下它，即使不是你的回合。
# unofficial
card-parasitic_tentacles = 寄生觸手
    .text = 你可以向其他怪獸購買牠們的保留卡，費用付給卡的主人。
# unofficial
card-plot_twist = 劇情逆轉
    .text = 結算前，把一顆骰子變成任意一面，然後棄掉這張卡。
# unofficial
card-poison_quills = 毒刺
    .text = 你擲出至少三個 2 時，加上兩個爪擊。
# unofficial
card-psychic_probe = 心靈探測
    .text = 其他怪獸最後一次擲骰後，你可以重擲牠的一顆骰子；如果擲出心，就棄掉這張卡。
# unofficial
card-rapid_healing = 快速治癒
    .text = 任何時候都可以花 2 能量恢復 1 點生命力。
# unofficial
card-regeneration = 再生
    .text = 每當你恢復生命力，就多恢復 1 點。
card-shrink_ray = 縮小雷射
    .text = 被你爪擊打傷的每隻怪獸獲得一個縮小射線指示物：每個指示物讓牠少擲一顆骰子。在東京外擲出的心可以用來移除一個指示物，而不是治療。
# unofficial
card-smoke_cloud = 煙霧彈
    .text = 附帶 3 個冒煙指示物；花費一個可以額外擲骰一次。最後一個用完時棄掉這張卡。
# unofficial
card-lunar_powered = 月能驅動
    .text = 回合結束時，如果你沒有能量，獲得 1 能量。
# unofficial
card-spiked_tail = 尖刺尾巴
    .text = 如果你擲出至少一個爪擊，再多加一個。
# unofficial
card-stretchy = 伸縮自如
    .text = 結算前，花 2 能量把一顆骰子變成任意一面（付得起就能一直用）。
# unofficial
card-energy_drink = 能量飲料
    .text = 花 1 能量額外擲骰一次，次數不限。
# unofficial
card-urbavore = 城市吞噬者
    .text = 在東京開始回合時多獲得 1 點勝利點數。在東京時，有爪擊的擲骰結果多算一個爪擊。
# unofficial
card-were_only_making_it_stronger = 你只會讓它更強！
    .text = 每當你一次失去 2 點或更多生命力，獲得 1 能量。
# unofficial
card-wings = 翅膀
    .text = 將要失去生命力時，花 2 能量，本回合剩下的時間都不會失去生命力。
# unofficial
card-hibernation = 冬眠
    .text = 在東京時不能購買。擁有這張卡時你不受傷害、不會進入東京、不能購買任何東西，只有心和能量的骰面有效。你隨時可以棄掉它。
# unofficial
card-nanobots = 奈米機器人
    .text = 在你回合開始時，如果生命力少於 3，恢復 2 點生命力。
# unofficial
card-natural_selection = 天擇
    .text = 購買時獲得 4 能量和 4 點生命力。你多擲一顆骰子。回合結束時骰子中有 3 的話，你失去所有生命力。
# unofficial
card-reflective_hide = 反射外皮
    .text = 讓你失去生命力的怪獸也會失去 1 點生命力。
# unofficial
card-super_jump = 超級跳躍
    .text = 在每位玩家的回合中一次，花 1 能量抵銷失去的 1 點生命力。
# unofficial
card-unstable_dna = 不穩定DNA
    .text = 當你投降離開東京時，可以用這張卡交換爪擊你的怪獸的一張卡。
# unofficial
card-zombify = 殭屍化
    .text = 第一次生命力降到 0 時，棄掉你所有的卡和板塊，邪惡點數和勝利點數歸零，離開東京，以 12 點生命力繼續遊戲；之後你的生命上限是 12，擲出的心沒有效果。
# unofficial
card-apartment_building = 公寓大樓
    .text = 獲得 3 點勝利點數。
# unofficial
card-commuter_train = 通勤列車
    .text = 獲得 2 點勝利點數。
# unofficial
card-corner_store = 街角商店
    .text = 獲得 1 點勝利點數。
# unofficial
card-death_from_above = 從天而降
    .text = 獲得 2 點勝利點數；如果你不在東京市，就占領東京市：東京裡的其他怪獸全部離開。
# unofficial
card-energize = 能量充沛
    .text = 獲得 9 能量。
# unofficial
card-evacuation_orders = 疏散令
    .text = 所有其他怪獸失去 5 點勝利點數。
# unofficial
card-flame_thrower = 火焰噴射器
    .text = 所有其他怪獸失去 2 點生命力。
# unofficial
card-frenzy = 狂暴
    .text = 在本回合之後再進行一個回合。
# unofficial
card-gas_refinery = 煉油廠
    .text = 獲得 2 點勝利點數；所有其他怪獸失去 3 點生命力。
# unofficial
card-high_altitude_bombing = 高空轟炸
    .text = 所有怪獸（包括你）失去 3 點生命力。
# unofficial
card-jet_fighters = 噴射戰鬥機
    .text = 獲得 5 點勝利點數，失去 4 點生命力。
# unofficial
card-nuclear_power_plant = 核電廠
    .text = 獲得 2 點勝利點數並恢復 3 點生命力。
# unofficial
card-skyscraper = 摩天大樓
    .text = 獲得 4 點勝利點數。
# unofficial
card-tank = 坦克
    .text = 獲得 4 點勝利點數，失去 3 點生命力。
# unofficial
card-vast_storm = 巨大風暴
    .text = 獲得 2 點勝利點數；其他每隻怪獸每擁有 2 能量就失去 1 能量。
# unofficial
card-monster_pets = 怪獸寵物
    .text = 所有怪獸（包括你）失去 3 點勝利點數。

## 邪惡板塊（每一面）：名稱，與 .text

# unofficial
tile-devious = 狡詐
    .text = 你每回合多一次擲骰機會。
# unofficial
tile-barbs = 倒刺
    .text = 擲出至少兩個爪擊時，多算一個爪擊。
# unofficial
tile-eternal = 永恆
    .text = 在你回合開始時恢復 1 點生命力。
# unofficial
tile-final_roar = 最後的咆哮
    .text = 如果你在擁有 16 點或更多勝利點數時被消滅，你反而贏得遊戲。
# unofficial
tile-skulking = 鬼鬼祟祟
    .text = 你擲出三個或更多 1 時，額外獲得 1 點勝利點數。
tile-poison_spit = 猛毒唾液
    .text = 被你爪擊打傷的每隻怪獸獲得一個猛毒指示物：牠在自己回合結束時，每個指示物失去 1 點生命力。在東京外擲出的心可以用來移除一個指示物，而不是治療。
# unofficial
tile-tireless = 不知疲倦
    .text = 在你回合開始時獲得 1 能量。
# unofficial
tile-underdog = 劣勢翻盤
    .text = 你的爪擊打傷的怪獸中，勝利點數比你多的，每隻給你 1 點勝利點數。
# unofficial
tile-cyberbrain = 電子腦
    .text = 你多擲一顆骰子。
# unofficial
tile-defender_of_tokyo = 東京守護者
    .text = 當你進入東京或在東京開始回合時，所有其他怪獸失去 1 點勝利點數。
# unofficial
tile-evil_lair = 邪惡巢穴
    .text = 你購買超能力卡時少付 1 能量。
tile-fluxling = 同步熔劑
    .text = 複製場上一張保留卡的效果，如同它剛被打出（帶著它的指示物；購買時的效果不會發生）。那張卡被棄掉時複製結束。在你回合開始時，可以免費改為複製另一張卡。
# unofficial
tile-full_regeneration = 完全再生
    .text = 你的生命上限變成 12；獲得這片板塊時恢復到 12 點生命力。
# unofficial
tile-have_it_all = 全部拿下！
    .text = 獲得這片板塊時，你每擁有一張保留卡就獲得 1 點勝利點數；之後你每購買一張卡就獲得 1 點勝利點數。
# unofficial
tile-widespread_panic = 大恐慌
    .text = 所有其他怪獸失去 4 點勝利點數，然後棄掉這片板塊。
# unofficial
tile-sonic_boomer = 音爆怪
    .text = 在你回合開始時獲得 1 點勝利點數。
# unofficial
tile-antimatter_beam = 反物質光束
    .text = 你的爪擊數量加倍。
# unofficial
tile-final_push = 最後衝刺
    .text = 恢復 2 點生命力並獲得 2 能量，並在本回合之後再進行一個回合；然後棄掉這片板塊。
# unofficial
tile-skybeam = 天空光束
    .text = 每個能量骰面多給 1 能量，每個心骰面多恢復 1 點生命力（在東京也一樣）。
# unofficial
tile-starburst = 星爆
    .text = 獲得 12 能量；然後棄掉這片板塊。

## the yield prompts with the hearts the decision depends on
ui-prompt-yield-hearts = 你被爪擊了：生命力剩 { $hp }/{ $max }。要留在東京還是投降離開？
ui-prompt-yield-by-hearts = { $who } 爪擊了你：生命力剩 { $hp }/{ $max }。要留在東京還是投降離開？
ui-prompt-jets-hearts = { $who } 的爪擊會讓你失去 { $amount } 點生命力（你有 { $hp }/{ $max }）。有噴射推進器，現在投降就不會失去生命力；或者留下來承受。
