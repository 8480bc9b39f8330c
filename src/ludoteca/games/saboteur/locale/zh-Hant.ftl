# 矮人礦坑（矮人礦坑1 + 矮人礦坑2 混合）：玩家讀到的一切（繁體中文）。
#
# 名稱以規則介紹（seed）為準：道路牌、行動牌、身份牌、起始牌、目標牌、金礦牌、有門的道路
# （藍色門／綠色門）、新出口、雙彎道、橋樑、水晶、金塊標記；行動牌破壞工具、修復工具、落石、
# 地圖、偷竊、打小手、交換手牌、偵查、交換身份、陷阱、解放；身份牌壞矮人（破壞者）、
# 好矮人（挖金人）藍色陣營／綠色陣營、工頭、奸商、地質學家。
# 規則介紹沒有給出的名稱（各種形狀的道路牌、三種工具）是我們自己取的，上方標有「# unofficial」。
# 牌面說明都是我們自己的話。上、下、左（朝起始牌）、右（朝目標牌）；道路牌可以轉180度，
# 所以名稱同時寫出兩種擺法（「下與右／上與左」）。

game-name = 矮人礦坑

## 用語

term-path-card = 道路牌
term-action-card = 行動牌
term-role-card = 身份牌
term-goal-card = 目標牌
term-door-path = 有門的道路
term-new-exit = 新出口
term-double-curve = 雙彎道
term-bridge = 橋樑
term-crystal = 水晶
term-gold-piece = 金塊標記
# unofficial
tool-pickaxe = 十字鎬
# unofficial
tool-lantern = 礦燈
# unofficial
tool-cart = 礦車
door-blue = 藍色門
door-green = 綠色門

## 起始牌與目標牌

card-start = 起始牌
    .text = 礦坑入口，每回合開始時正面朝上放好。四個邊都有坑道，牌上的梯子與每張新出口相連。它永遠不會離開礦坑。
card-goal_gold = 金礦牌
    .text = 藏有金礦的目標牌，和另外兩張目標牌一起面朝下放置。從起始牌出發的坑道一連到它，就把它翻開，回合立刻結束：找到金礦了。
card-goal_stone_a = 目標牌（石頭）
    .text = 背面只有石頭的目標牌。坑道連到時翻成正面，轉向配合連到它的坑道，之後成為礦坑的一部分。它的坑道是彎道（上與右／下與左）。
card-goal_stone_b = 目標牌（石頭）
    .text = 背面只有石頭的目標牌。坑道連到時翻成正面，轉向配合連到它的坑道，之後成為礦坑的一部分。它的坑道是彎道（上與左／下與右）。

## 矮人礦坑1 道路牌

# unofficial
card-s1_straight_ns = 直線道路（上下）
    .text = 一條從上緣直通下緣的坑道。
# unofficial
card-s1_straight_ew = 直線道路（左右）
    .text = 一條從左緣直通右緣的坑道。
# unofficial
card-s1_curve_se = 彎道（下與右／上與左）
    .text = 坑道從下緣彎向右緣；轉180度後是從上緣彎向左緣。
# unofficial
card-s1_curve_sw = 彎道（下與左／上與右）
    .text = 坑道從下緣彎向左緣；轉180度後是從上緣彎向右緣。
# unofficial
card-s1_t_nse = T字路（縱向）
    .text = 一條上下貫通的坑道，並向一側分岔。
# unofficial
card-s1_t_nwe = T字路（橫向）
    .text = 一條左右貫通的坑道，並向上或向下分岔。
# unofficial
card-s1_cross = 十字路口
    .text = 四個邊都有坑道，全部相通。
# unofficial
card-s1_dead_s = 死路（上或下）
    .text = 短邊上只有一個開口，止於岩石：必須接上坑道，但哪裡也通不到。
# unofficial
card-s1_dead_w = 死路（左或右）
    .text = 長邊上只有一個開口，止於岩石：必須接上坑道，但哪裡也通不到。
# unofficial
card-s1_dead_ns = 斷路（直線，上下）
    .text = 上下各有一個開口，都止於岩石、彼此不通：什麼都過不去。
# unofficial
card-s1_dead_ew = 斷路（直線，左右）
    .text = 左右各有一個開口，都止於岩石、彼此不通：什麼都過不去。
# unofficial
card-s1_dead_se = 斷路（彎道，下與右／上與左）
    .text = 下緣和右緣（轉180度：上緣和左緣）各有一個開口，都止於岩石、彼此不通。
# unofficial
card-s1_dead_sw = 斷路（彎道，下與左／上與右）
    .text = 下緣和左緣（轉180度：上緣和右緣）各有一個開口，都止於岩石、彼此不通。
# unofficial
card-s1_dead_nse = 斷路（T字，縱向）
    .text = 上、下和一側都有開口，全部止於岩石：什麼都過不去。
# unofficial
card-s1_dead_nwe = 斷路（T字，橫向）
    .text = 左、右和上或下都有開口，全部止於岩石：什麼都過不去。
# unofficial
card-s1_dead_all = 斷路（十字）
    .text = 四個邊都有開口，全部止於岩石：什麼都過不去。

## 矮人礦坑2 道路牌

card-s2_bridge = 橋樑
    .text = 上下與左右兩條直線坑道交叉但不相通：不能在橋上轉彎。放置時至少一條必須接續從起始牌出發的坑道。
card-s2_double_curve_a = 雙彎道（上與左、下與右）
    .text = 兩個互不相通的彎道：上接左、下接右。放置時至少一個必須接續從起始牌出發的坑道。
card-s2_double_curve_b = 雙彎道（上與右、下與左）
    .text = 兩個互不相通的彎道：上接右、下接左。放置時至少一個必須接續從起始牌出發的坑道。
card-s2_ladder_s = 新出口（上或下）
    .text = 一把梯子和一條通往短邊的坑道。梯子視為與起始牌和其他所有梯子相連，所以不需要坑道連回起始牌；但仍須與礦坑相鄰，且不可放在任何目標牌旁邊。
card-s2_ladder_w = 新出口（左或右）
    .text = 一把梯子和一條通往長邊的坑道。梯子視為與起始牌和其他所有梯子相連，所以不需要坑道連回起始牌；但仍須與礦坑相鄰，且不可放在任何目標牌旁邊。
card-s2_ladder_curve_se = 新出口（彎道，下與右／上與左）
    .text = 彎道坑道上的一把梯子。梯子視為與起始牌和其他所有梯子相連，所以不需要坑道連回起始牌；但仍須與礦坑相鄰，且不可放在任何目標牌旁邊。
card-s2_ladder_curve_ne = 新出口（彎道，上與右／下與左）
    .text = 彎道坑道上的一把梯子。梯子視為與起始牌和其他所有梯子相連，所以不需要坑道連回起始牌；但仍須與礦坑相鄰，且不可放在任何目標牌旁邊。
card-s2_door_green_curve_se = 綠色門（彎道，下與右／上與左）
    .text = 有綠色門的彎道坑道。放置時和一般坑道相同；結算時只有綠色陣營的好矮人能通過。
card-s2_door_green_ew = 綠色門（直線，左右）
    .text = 有綠色門的左右坑道。放置時和一般坑道相同；結算時只有綠色陣營的好矮人能通過。
card-s2_door_green_ns_dead_e = 綠色門（直線，上下，帶死路）
    .text = 有綠色門的上下坑道，一側另有止於岩石的開口。結算時只有綠色陣營的好矮人能通過這扇門。
card-s2_door_blue_ns = 藍色門（直線，上下）
    .text = 有藍色門的上下坑道。放置時和一般坑道相同；結算時只有藍色陣營的好矮人能通過。
card-s2_door_blue_ew = 藍色門（直線，左右）
    .text = 有藍色門的左右坑道。放置時和一般坑道相同；結算時只有藍色陣營的好矮人能通過。
card-s2_door_blue_curve_sw = 藍色門（彎道，下與左／上與右）
    .text = 有藍色門的彎道坑道。放置時和一般坑道相同；結算時只有藍色陣營的好矮人能通過。
# unofficial
card-s2_curve_ne_dead_s = 彎道帶死路（上與右／下與左）
    .text = 坑道從上緣彎向右緣（轉180度：下緣彎向左緣），另一條短邊有止於岩石的開口。
# unofficial
card-s2_straight_ns_dead_e_w = 直線道路帶兩條死路（上下）
    .text = 一條上下貫通的坑道，兩條長邊各有一個止於岩石的開口。
# unofficial
card-s2_straight_ew_dead_n_s = 直線道路帶兩條死路（左右）
    .text = 一條左右貫通的坑道，上緣和下緣各有一個止於岩石的開口。
# unofficial
card-s2_straight_ns_dead_e = 直線道路帶死路（上下）
    .text = 一條上下貫通的坑道，一條長邊有止於岩石的開口。
# unofficial
card-s2_curve_se_dead_n = 彎道帶死路（下與右／上與左）
    .text = 坑道從下緣彎向右緣（轉180度：上緣彎向左緣），另一條短邊有止於岩石的開口。
# unofficial
card-s2_crystal_dead_w = 水晶死路（左或右）
    .text = 長邊上一個止於岩石的開口，還有一顆水晶：地質學家會計算礦坑裡的每一顆水晶。
# unofficial
card-s2_crystal_dead_s = 水晶死路（上或下）
    .text = 短邊上一個止於岩石的開口，還有一顆水晶：地質學家會計算礦坑裡的每一顆水晶。
# unofficial
card-s2_crystal_t_esw = 水晶T字路（橫向）
    .text = 一條左右貫通的坑道，向上或向下分岔，還有一顆給地質學家的水晶。
# unofficial
card-s2_crystal_t_esw_dead_n = 水晶T字路（橫向，帶死路）
    .text = 一條左右貫通的坑道，向一條短邊分岔，另一條短邊有止於岩石的開口，還有一顆給地質學家的水晶。
# unofficial
card-s2_crystal_t_nes = 水晶T字路（縱向）
    .text = 一條上下貫通的坑道，向一側分岔，還有一顆給地質學家的水晶。
# unofficial
card-s2_crystal_t_nsw_dead_e = 水晶T字路（縱向，帶死路）
    .text = 一條上下貫通的坑道，向一條長邊分岔，另一條長邊有止於岩石的開口，還有一顆給地質學家的水晶。
# unofficial
card-s2_crystal_cross = 水晶十字路口
    .text = 四個邊都有坑道，全部相通，還有一顆給地質學家的水晶。
# unofficial
card-s2_crystal_straight_ew_dead_s = 水晶直線道路（左右，帶死路）
    .text = 一條左右貫通的坑道，上緣或下緣有止於岩石的開口，還有一顆給地質學家的水晶。

## 行動牌

# unofficial
card-broken_pickaxe = 破壞工具：十字鎬
    .text = 放在一位還沒有壞掉十字鎬的玩家面前。玩家面前只要有任何破壞工具，就不能放道路牌。
# unofficial
card-broken_lantern = 破壞工具：礦燈
    .text = 放在一位還沒有壞掉礦燈的玩家面前。玩家面前只要有任何破壞工具，就不能放道路牌。
# unofficial
card-broken_cart = 破壞工具：礦車
    .text = 放在一位還沒有壞掉礦車的玩家面前。玩家面前只要有任何破壞工具，就不能放道路牌。
# unofficial
card-repair_pickaxe = 修復工具：十字鎬
    .text = 移除任一玩家（包括自己）面前壞掉的十字鎬，兩張牌都放入棄牌堆。
# unofficial
card-repair_lantern = 修復工具：礦燈
    .text = 移除任一玩家（包括自己）面前壞掉的礦燈，兩張牌都放入棄牌堆。
# unofficial
card-repair_cart = 修復工具：礦車
    .text = 移除任一玩家（包括自己）面前壞掉的礦車，兩張牌都放入棄牌堆。
# unofficial
card-repair_pickaxe_lantern = 修復工具：十字鎬或礦燈
    .text = 移除任一玩家面前壞掉的十字鎬或礦燈：只能修一個，不能兩個都修。
# unofficial
card-repair_pickaxe_cart = 修復工具：十字鎬或礦車
    .text = 移除任一玩家面前壞掉的十字鎬或礦車：只能修一個，不能兩個都修。
# unofficial
card-repair_lantern_cart = 修復工具：礦燈或礦車
    .text = 移除任一玩家面前壞掉的礦燈或礦車：只能修一個，不能兩個都修。
card-rockfall = 落石
    .text = 從礦坑中拿走一張道路牌（起始牌和目標牌除外），和這張牌一起棄掉。空出的位置之後可以再放牌。
card-map = 地圖
    .text = 偷看一張面朝下的目標牌，然後放回原位。
card-theft = 偷竊
    .text = 打在自己面前。回合的分數分完後，從另一位玩家身上拿 1 分；但若你被陷阱困住或面前有破壞工具，就不能拿。最後打出偷竊的玩家先拿，其他人依順時針接著拿。
card-hands_off = 打小手
    .text = 將任一玩家面前的一張偷竊牌和這張牌一起棄掉。
card-swap_your_hand = 交換手牌
    .text = 和另一位玩家交換全部手牌；之後對方抽一張牌，你不抽。
card-inspection = 偵查
    .text = 偷看另一位玩家的身份牌。
card-swap_your_hats = 交換身份
    .text = 指定一位玩家（可以是自己）：他把身份牌面朝下丟棄，不給任何人看，再從剩下的身份牌中抽一張新的。
card-trapped = 陷阱
    .text = 打在另一位玩家面前：他不能放道路牌（仍可以抽牌和出行動牌）。回合結束時若仍被困住，他什麼都贏不到，也不計入獲勝人數。
card-free_at_last = 解放
    .text = 移除任一玩家（包括自己）面前的陷阱牌，兩張牌都放入棄牌堆。
card-unknown_21st = 落石
    .text = 當作落石使用：從礦坑中拿走一張道路牌（起始牌和目標牌除外）。它代替規則書計入張數卻沒有說明的第 21 張矮人礦坑2行動牌。

## 身份牌

role-saboteur = 壞矮人（破壞者）
    .text = 回合結束時金礦牌沒有被翻開，就獲勝。
role-gold_digger_blue = 好矮人（挖金人）藍色陣營
    .text = 金礦牌被翻開，且連到金礦的道路上沒有綠色門，就獲勝（藍色門讓藍色陣營通過）。
role-gold_digger_green = 好矮人（挖金人）綠色陣營
    .text = 金礦牌被翻開，且連到金礦的道路上沒有藍色門，就獲勝（綠色門讓綠色陣營通過）。
role-boss = 工頭
    .text = 只要金礦牌被翻開就獲勝，即使門擋住了兩個陣營；但比其他獲勝者少拿 1 分（只有他獲勝時拿全部分數）。
role-profiteer = 奸商
    .text = 不論有沒有找到金礦都獲勝，但比其他獲勝者少拿 2 分（只有他獲勝時拿全部分數）。
role-geologist = 地質學家
    .text = 不計入獲勝人數。金礦牌被翻開時，礦坑裡每有一顆水晶就得 1 分；兩位地質學家平分，無條件捨去。

## 選項

option-winner_rule = 哪一隊挖金人獲勝
option-winner_rule-help = 找到金礦時，哪一隊挖金人分得金塊。
option-winner_rule-seed = 只看門：通往金礦的路上有一條沒有另一色的門，該隊就贏（本版規則）
option-winner_rule-official = 完成道路者所屬的隊伍優先（官方規則）
option-geologist = 地質學家何時計分
option-geologist-help = 地質學家依迷宮中的水晶數，每顆得 1 分；兩位地質學家平分，無條件捨去。
option-geologist-seed = 只在金礦牌翻開時（本版規則）
option-geologist-official = 每一回合（官方規則）
option-profiteer_alone = 奸商單獨獲勝
option-profiteer_alone-help = 奸商是本回合唯一的贏家時可以拿多少。
option-profiteer_alone-full = 全部的分數（本版規則）
option-profiteer_alone-minus_two = 仍然少 2 分（官方規則）

## 說明

help-title = 矮人礦坑怎麼玩
help-body =
    ## 目標
    你們是在金礦裡挖礦的矮人。大家一起從起始牌開始，朝另一端三張面朝下的目標牌鋪設道路牌：其中一張藏著金礦，另外兩張只有石頭。但每個人都有秘密身份，不是每個人都希望挖到金礦。一局共三回合，每回合重新發身份；第三回合結束後，金塊最多的人獲勝，同分的人共享勝利。
    ## 身份與獲勝條件
    - { role-gold_digger_blue }：金礦牌被翻開，而且從起始牌或新出口到金礦有一條路上沒有綠色門，就獲勝。
    - { role-gold_digger_green }：同上，但路上不能有藍色門。完全沒有門的路讓兩個陣營都獲勝。
    - { role-boss }：只要金礦牌被翻開就獲勝，不管門的顏色，但比其他獲勝者少拿 1 分。
    - { role-profiteer }：不論有沒有挖到金礦都獲勝，但比其他獲勝者少拿 2 分。
    - { role-saboteur }：回合結束時金礦牌仍然面朝下，就獲勝。
    - { role-geologist }：永遠不算獲勝者；金礦牌被翻開時，礦坑裡每有一顆水晶就拿 1 分（兩位地質學家平分，無條件捨去）。
    你的身份顯示在畫面上方，點一下可以再讀一次。除非有人偵查你，別人要到回合計分時才看得到。
    ## 你的回合：四選一
    - 在礦坑裡放一張道路牌，然後抽一張牌。
    - 打出一張行動牌，然後抽一張牌。
    - 面朝下棄兩張牌，移除面前的一張牌（破壞工具、偷竊或陷阱），然後只抽一張：手牌會變少。
    - 過：面朝下棄一到三張牌，再抽同樣的張數。
    牌庫抽完後就不再抽牌，但每個回合仍然要用掉一張牌：打出一張，或面朝下棄一張。沒有手牌的玩家直接跳過。
    ## 放道路牌
    - 道路牌要放在礦坑旁的空位，每一邊都要和相鄰的牌吻合：通道對通道，岩石對岩石。
    - 它至少要有一個開口接上一條通往起始牌（或新出口）的通道。
    - 牌都是直放的：可以轉 180 度，但不能橫放。選一張牌，可以放的位置就會亮起來；按轉向按鈕（或 R）會看到另一個方向。
    - 死路也要和鄰牌吻合，但走不通。{ term-bridge }和{ term-double-curve }上有兩條互不相連的通道：不能在上面轉彎。
    - 面前有破壞工具或{ card-trapped }的玩家不能放道路牌。
    - 從起點出發的通道接到面朝下的目標牌時，就把它翻開。石頭：它成為礦坑的一部分，回合繼續。金礦：回合立刻結束。
    ## 門、新出口與水晶
    - 藍色門和綠色門放法和一般通道一樣，只在回合計分時才有作用：綠色門擋住藍色陣營，藍色門擋住綠色陣營；所以工頭若讓路上兩種顏色的門都有，就能在兩個陣營都不贏的情況下獲勝。
    - { term-new-exit }（有梯子的牌）算是和起始牌及其他每個梯子相連，所以不需要通道接回起點；但它必須碰到礦坑，而且不能放在目標牌旁邊。通往金礦的路可以從任何一個梯子開始。
    - 道路牌上的水晶是給地質學家的：礦坑裡每一顆水晶都算，不管有沒有接到起點。
    ## 行動牌
    - { card-broken_pickaxe }、{ card-broken_lantern }、{ card-broken_cart }：放在還沒有這種損壞工具的任何玩家面前，包括自己。面前有損壞工具的玩家不能放道路牌。
    - 修復工具牌可以修好任何玩家（包括自己）面前一張相符的破壞工具；畫著兩種工具的牌只能修其中一種。
    - { card-rockfall }：從礦坑移走一張道路牌（不能是起始牌或目標牌）；空位之後可以再放牌。
    - { card-map }：偷看一張面朝下的目標牌。畫面會標出你看過的牌。
    - { card-theft }：放在自己面前；回合計分後可以向別人偷。
    - { card-hands_off }：棄掉任何玩家面前的一張偷竊。
    - { card-swap_your_hand }：和另一位玩家交換全部手牌；對方抽一張牌，你不抽。之後對方那一列會顯示你知道他手上有哪些牌。
    - { card-inspection }：偷看另一位玩家的身份牌。
    - { card-swap_your_hats }：你選的一位玩家（可以是自己）把身份牌蓋著收走，再從剩下的身份牌中抽一張新的。
    - { card-trapped }：放在另一位玩家面前。他不能放道路牌；回合結束時還被困住的話，什麼都拿不到，也不算獲勝者。
    - { card-free_at_last }：移除任何玩家（包括自己）面前的一張陷阱。
    任何人面前都不會有兩張同類的牌。
    ## 回合結束與分金塊
    金礦牌一被翻開，或所有人的手牌都用完時，回合就結束。這時公開所有身份，計算獲勝人數，每位獲勝者依人數拿分：
    - 1 位獲勝者：5 分
    - 2 位獲勝者：每人 4 分
    - 3 位獲勝者：每人 3 分
    - 4 位獲勝者：每人 2 分
    - 5 位或更多：每人 1 分
    工頭少拿 1 分、奸商少拿 2 分，最少為 0；他們若單獨獲勝，可以拿全部的 5 分。被困住的玩家不算人數，也拿不到分。地質學家的水晶分另外計算。桌子的選項可能改變其中幾條（哪個陣營獲勝、地質學家何時計分、單獨獲勝的奸商），大廳會顯示。
    ## 偷竊
    分完金塊後，面前有偷竊的玩家各向一位有金塊的其他玩家拿 1 分：最後打出偷竊的人先偷，其他小偷再依順時針順序。被困住或面前有損壞工具的小偷什麼都偷不到。
    ## 三個回合
    每回合都把所有牌重新洗勻，蓋著拿掉 10 張，每人發 6 張牌和一張新身份，礦坑從起始牌重新開始。第 1 回合由年紀最小的玩家先開始；之後的回合由上回合最後行動者的下一位開始。第三回合結束後，金塊最多的人獲勝。
help-keys =
    - 1 到 9：選擇手上的那張牌（再按一次放回去）
    - R：把選中的道路牌轉向
    - D：把選中的牌面朝下棄掉（用來過，或用來付移除面前牌的代價）
    - + 和 −：放大、縮小礦坑；0：顯示整個礦坑；方向鍵（在礦坑上）：移動礦坑
    - Esc：放回選中的牌、關閉牌的說明或回合結果
    - 用滑鼠時，拖曳礦坑可以移動，Ctrl + 滾輪可以縮放；用手機時，一指滑動，兩指縮放。
    - 點任何一張牌、身份或玩家面前的牌，可以看它的作用；點上方已計分回合的數字可以看該回合結果。

## 等待中的決定

decision-turn = { $player } 正在進行回合。
decision-discard_more = { $player } 正在面朝下棄牌（目前 { $count } 張）。
decision-clear_discard = { $player } 正在棄牌以移除面前的牌（還要 { $left } 張）。
decision-steal = { $player } 正在選擇要偷誰。

## 提示

prompt-turn = 輪到你：打出道路牌或行動牌、棄兩張牌移除面前的一張牌，或棄牌跳過。
prompt-discard_more = 再面朝下棄一張牌，或停止並抽 { $count } 張牌。
prompt-clear_discard = 再面朝下棄 { $left } 張牌。
prompt-steal = 你的偷竊：從另一位玩家拿走 1 分。

## 動作

action-path = { $card } 放在 { maze-cell }{ $turned ->
        [yes] ，轉 180 度
       *[no] {""}
    }
action-rockfall = { $card } 打在 { maze-cell }
action-done = 停止棄牌並抽牌
action-discard = 面朝下棄掉 { $card }
action-clear = 棄兩張牌以移除 { $card }
action-steal = 偷{ $player }
action-break = { $card } 給{ $player }
action-repair = { $card }：修復{ $player } 的{ $tool }
action-map = { $card }：看{ $goal }
goal-0 = 上方的目標牌
goal-1 = 中間的目標牌
goal-2 = 下方的目標牌
action-theft = { $card } 放在自己面前
action-hands_off = { $card } 打掉{ $player } 的偷竊
action-swap_hand = { $card } 與{ $player }
action-inspect = { $card }：看{ $player } 的身份
action-swap_hats = { $card } 給{ $player }
action-trap = { $card } 給{ $player }
action-free = { $card }：解放{ $player }

## 事件

event-round = 第 { $round } 回合開始。
event-draw = { $player } 抽了 { $count } 張牌。
event-discard = { $player } 面朝下棄了一張牌。
event-pass = { $player } 沒有手牌，跳過。
event-path = { $player } 放了一張道路牌。
event-goal = 一張目標牌被翻開：{ $gold ->
        [yes] 是金礦！
       *[no] 是石頭。
    }
event-rockfall = { $player } 用落石移除了一張道路牌。
event-map = { $player } 偷看了一張目標牌。
event-theft = { $player } 打出偷竊。
event-break = { $player } 破壞了{ $target } 的工具。
event-repair = { $player } 修復了{ $target } 的工具。
event-hands_off = { $player } 打掉了{ $target } 的偷竊。
event-swap_hand = { $player } 與{ $target } 交換手牌。
event-inspect = { $player } 偵查{ $target } 的身份。
event-swap_hats = { $player } 讓{ $target } 交換身份。
event-trap = { $player } 對{ $target } 設下陷阱。
event-free = { $player } 解放了{ $target }。
event-clear = { $player } 棄兩張牌，移除面前的一張牌。
event-round_end = { $found ->
        [yes] 找到金礦了。
       *[no] 回合結束，沒有找到金礦。
    }{ $winners ->
        [0] 沒有人獲勝。
       *[other] { $winners } 位贏家各得 { $base } 分。
    }
event-theft_blocked = { $player } 不能偷竊。
event-theft_nothing = { $player } 找不到可以偷的人。
event-steal = { $player } 從{ $victim } 偷走 1 分。
event-game_over = 遊戲結束。

## 回合結果

result-title = 第 { $round } 回合
result-points = { $points } 分

## saboteur screen (web/saboteur.js): 瀏覽器畫面上的文字

ui-round = 第 { $round } 回合（共 { $rounds } 回合）
ui-round-done = 第 { $round } 回合：已計分，查看結果
ui-round-now = 第 { $round } 回合：進行中
ui-round-later = 第 { $round } 回合：尚未開始
ui-status-yours = 輪到你決定
ui-status-sent = 已送出：等待牌桌回應……
ui-status-over = 遊戲結束。
ui-decision-other = { $player } 正在決定。
ui-pile = 牌堆：{ $count }
ui-your-role = 你的身份：
ui-maze = 礦坑通道
ui-centre = 回到起始牌
ui-crystals = { $count ->
        [0] 礦坑裡沒有水晶
       *[other] 礦坑裡有 { $count } 顆水晶
    }
# a cell of the maze, as the terminal grid numbers it (x to the right, y downward),
# in the terminal and the browser alike
maze-cell = x { $x }，y { $y }
ui-cell = { $card }（{ maze-cell }）
ui-cell-turned = { $card }，已轉向（{ maze-cell }）
ui-spot = 把{ $card }放在這裡（{ maze-cell }）
ui-rockfall-here = 落石：移除{ $card }（{ maze-cell }）
ui-goal-down = 面朝下的目標牌
ui-goal-seen = 面朝下；你用地圖看過：{ $card }
ui-peek = 查看{ $goal }
ui-door-blue-mark = 藍
ui-door-green-mark = 綠
ui-hand = 你的手牌
ui-hand-count = { $count } 張
ui-hand-empty = 你沒有手牌。
ui-can-play = 可以打出
ui-card-hover = { $name }：{ $text }
ui-pick-card = 從手牌選一張牌：能放的位置會亮起來。
ui-pick-card-blocked = 選一張手牌：{ $reason ->
        [trapped] 你被困住了，不能放道路牌；請打出行動牌或棄牌。
       *[broken] 你面前有損壞的工具，不能放道路牌；請打出行動牌或棄牌。
    }
ui-hint-path = 在礦坑裡選一個亮起的位置。按 R 把牌轉向。
ui-hint-turn = 這個方向放不下：把牌轉向（R）。
ui-hint-nowhere = 這張牌現在哪裡都放不下：棄掉它，或選另一張牌。
ui-hint-blocked = 你面前有損壞的工具或「被困！」時，不能放道路牌。
ui-hint-rockfall = 選礦坑裡一張道路牌（標有 ✕）移除。
ui-hint-map = 選一張面朝下的目標牌查看。
ui-hint-seat = 選一位玩家。
ui-hint-repair = 選擇要修理誰的工具。
ui-hint-theft = 把它放在你自己面前。
ui-hint-none = 這張牌現在不能打出：棄掉它，或選另一張牌。
ui-rotate = 轉向（R）
ui-rotate-same = 轉向（R）：看起來一樣
ui-discard-this = 面朝下棄掉（D）
ui-cancel = 取消
ui-play-theft = 放在自己面前
ui-mend = { $player }：{ $tool }
ui-mend-tool = 修理：{ $tool }
ui-choose-seat = 選擇
ui-clear-title = 或者棄兩張牌，移除你面前的一張牌：
ui-clear = 移除{ $card }
ui-discard-card = 棄掉{ $card }
ui-done = 停止並抽 { $count } 張牌
ui-rob = 偷{ $player }（有 { $gold }）
ui-seats = 玩家
ui-hand-size = 手牌：{ $count } 張
ui-gold = 金塊：{ $gold }
ui-tag-turn = 行動中
ui-tag-deciding = 決定中
ui-role-title = 身份：{ $role }
ui-role-inspected = 你用檢查看過這個身份：{ $role }
ui-role-put-away = 因{ card-swap_your_hats }而棄掉，你先前用{ card-inspection }看過：{ $role }
ui-log-title = 戰況紀錄
ui-log-empty = 發生的事會顯示在這裡。
ui-log-your-role = 你的身份：{ $role }。
ui-log-you-draw = 你抽到 { $cards }。
ui-log-you-discard = 你面朝下棄掉{ $card }。
ui-log-path = { $player } 放下{ $card }{ $turned ->
        [yes] （已轉向）
       *[no] {""}
    }。
ui-log-goal = 一張目標牌被翻開（{ $goal }）：{ $gold ->
        [yes] 是金礦！
       *[no] 是石頭。
    }
ui-log-rockfall = { $player } 用落石移除了{ $card }。
ui-log-map-seen = 你看到{ $goal }：{ $card }。
ui-log-break = { $player } 把{ $card }放在{ $target } 面前。
ui-log-repair = { $player } 為{ $target } 打出{ $card }。
ui-log-inspect-seen = { $target } 的身份是：{ $role }。
ui-log-new-role = 你的新身份：{ $role }。
ui-log-clear = { $player } 棄兩張牌，移除了{ $card }。
ui-keys-title = 快捷鍵
ui-key-pick = 1–9：選擇一張手牌
ui-key-rotate = R：把選中的道路牌轉向
ui-key-discard = D：把選中的牌面朝下棄掉
ui-key-zoom = + 和 −：縮放礦坑，0：整個礦坑（也可用 Ctrl + 滾輪，或兩指縮放）
ui-key-cancel = Esc：取消選擇、關閉牌的說明
ui-tap-hint = 點一張牌可以看完整說明。
ui-close = 關閉
ui-result-title = 第 { $round } 回合：結果
ui-result-found = 找到了金礦。
ui-result-not-found = 沒有找到金礦。
ui-result-finder = { $player } 完成了通道。
ui-result-crystals = { $count ->
        [0] 礦坑裡沒有水晶。
       *[other] 礦坑裡有 { $count } 顆水晶。
    }
ui-result-winner = 獲勝
ui-result-trapped = 被困
ui-result-points = +{ $points }
ui-col-player = 玩家
ui-col-role = 身份
ui-col-result = 結果
ui-col-gold = 金塊
ui-col-round = 第 { $round } 回合
# a round's column on a phone: its header, short (the whole name is read out)
ui-col-round-short = { $round } 回
ui-col-total = 金塊總數
ui-end-title = 最終金塊
ui-end-winner = { $players } 以最多金塊獲勝。
ui-end-winners = { $players } 以最多金塊並列獲勝。
ui-end-nobody = 沒有人獲勝。
ui-end-note = 每回合一欄：當回合分到的金塊和所持身份；偷竊在分金之後。
ui-play-again = 再玩一局

## saboteur text
# 終端機文字（text.py）。$who 是座位的名字；$you 為 "yes" 時那個座位就是讀者（用「你」稱呼，
# 不寫名字）；$target_you、$victim_you 同理，指句中的另一個座位；$winners 是名字清單，讀者以
# term-you-listed 排在最後。輸入的指令在每種語言都是英文字。
term-you = 你
term-you-listed = 你
term-nobody = 沒有人
term-header = { game-name } · 第 { $round } / { $rounds } 回合
term-piles = 牌庫 { $pile } 張 · 棄牌堆 { $discard } 張
term-legend = ┃━ 通道 · ┆┄ 死路 · ╱╲ 雙彎道（兩條不相連的通道）· b g 藍色或綠色門 · ◆ 水晶 · H 梯子 · S 起始牌 · 1 2 3 目標牌：? 面朝下，$ 金礦，o 石頭
term-axes = x 向右增加（朝向目標牌），y 向下增加：先輸入 x，再輸入 y。
term-seat-cards = { $count } 張牌
term-seat-gold = { $gold } 分
term-seat-role = 身份：{ $role }
term-seat-seen = 偵查得知：{ $role }
term-seat-put-away = 已棄掉，先前看過：{ $role }
term-seat-buried = 面朝下棄了 { $count } 張
term-seat-front = 面前：{ $cards }
term-result = 第 { $round } 回合：{ $found ->
        [yes] 找到金礦
       *[no] 沒有找到金礦
    }；贏家：{ $winners }
term-role = 你的身份：{ $role }。{ $text }
term-hand = 你的手牌：
term-hand-empty = 你沒有手牌。
term-hand-turned = ↻ = 同一張牌轉 180 度：在指令後面加上「轉向」。
term-game-over = 遊戲結束。金塊最多：{ $winners }。
term-waiting-turn = { $you ->
        [yes] 輪到你了。
       *[no] { $who } 正在進行回合。
    }
term-waiting-discard-more = { $you ->
        [yes] 你正在面朝下棄牌。
       *[no] { $who } 正在面朝下棄牌。
    }
term-waiting-clear-discard = { $you ->
        [yes] 你正在棄牌以移除面前的牌。
       *[no] { $who } 正在棄牌以移除面前的牌。
    }
term-waiting-steal = { $you ->
        [yes] 你正在選擇要偷誰。
       *[no] { $who } 正在選擇要偷誰。
    }
term-ev-round = 第 { $round } 回合開始：{ $you ->
        [yes] 你先出牌。
       *[no] { $who } 先出牌。
    }
term-ev-your-role = 你這回合的身份：{ $role }。
term-ev-draw = { $you ->
        [yes] 你抽了 { $count } 張牌。
       *[no] { $who } 抽了 { $count } 張牌。
    }
term-ev-draw-seen = 你抽到：{ $cards }。
term-ev-discard = { $you ->
        [yes] 你面朝下棄掉 { $card }。
       *[no] { $who } 面朝下棄了一張牌。
    }
term-ev-pass = { $you ->
        [yes] 你沒有手牌了，跳過。
       *[no] { $who } 沒有手牌了，跳過。
    }
term-ev-theft = { $you ->
        [yes] 你在自己面前放了一張偷竊。
       *[no] { $who } 在自己面前放了一張偷竊。
    }
term-ev-theft-nothing = { $you ->
        [yes] 你找不到有金塊可偷的人。
       *[no] { $who } 找不到有金塊可偷的人。
    }
term-ev-path = { $you ->
        [yes] 你把 { $card } 放在 { maze-cell }
       *[no] { $who } 把 { $card } 放在 { maze-cell }
    }{ $turned ->
        [yes] （轉 180 度）
       *[no] {""}
    }。
term-ev-goal = { $goal ->
        [0] 上方的目標牌
        [2] 下方的目標牌
       *[1] 中間的目標牌
    }翻開了：{ $gold ->
        [yes] 是金礦！
       *[no] 是石頭。
    }
term-ev-rockfall = { $you ->
        [yes] 你在 { maze-cell } 引發落石：{ $removed } 被移除了。
       *[no] { $who } 在 { maze-cell } 引發落石：{ $removed } 被移除了。
    }
term-ev-map = { $you ->
        [yes] 你用地圖偷看{ $goal }：{ $gold ->
            [yes] 金礦就在那裡！
            [no] 只是石頭。
           *[unknown] 你看到了。
        }
       *[no] { $who } 用地圖偷看{ $goal }。
    }
term-ev-break = { $you ->
        [yes] { $target_you ->
            [yes] 你把 { $card } 放在自己面前。
           *[no] 你把 { $card } 放在 { $target } 面前。
        }
       *[no] { $target_you ->
            [yes] { $who } 把 { $card } 放在你面前。
           *[no] { $who } 把 { $card } 放在 { $target } 面前。
        }
    }
term-ev-repair = { $you ->
        [yes] { $target_you ->
            [yes] 你修好了自己的工具
           *[no] 你修好了 { $target } 的工具
        }
       *[no] { $target_you ->
            [yes] { $who } 修好了你的工具
           *[no] { $who } 修好了 { $target } 的工具
        }
    }：{ $tool }。
term-ev-hands-off = { $you ->
        [yes] { $target_you ->
            [yes] 你打掉了自己面前的偷竊。
           *[no] 你打掉了 { $target } 面前的偷竊。
        }
       *[no] { $target_you ->
            [yes] { $who } 打掉了你面前的偷竊。
           *[no] { $who } 打掉了 { $target } 面前的偷竊。
        }
    }
term-ev-swap-hand = { $you ->
        [yes] 你與 { $target } 交換手牌。
       *[no] { $target_you ->
            [yes] { $who } 與你交換手牌。
           *[no] { $who } 與 { $target } 交換手牌。
        }
    }
term-ev-new-hand = 你現在的手牌：{ $cards }。
term-ev-inspect = { $you ->
        [yes] 你偵查 { $target } 的身份。
       *[no] { $target_you ->
            [yes] { $who } 偵查你的身份。
           *[no] { $who } 偵查 { $target } 的身份。
        }
    }
term-ev-inspect-seen = { $target } 的身份：{ $role }。
term-ev-swap-hats = { $you ->
        [yes] { $target_you ->
            [yes] 你收起自己的身份牌，抽了一張新的。
           *[no] 你讓 { $target } 交換身份。
        }
       *[no] { $target_you ->
            [yes] { $who } 讓你交換身份。
           *[no] { $who } 讓 { $target } 交換身份。
        }
    }
term-ev-new-role = 你的新身份：{ $role }。
term-ev-trap = { $you ->
        [yes] 你對 { $target } 設下陷阱。
       *[no] { $target_you ->
            [yes] { $who } 對你設下陷阱。
           *[no] { $who } 對 { $target } 設下陷阱。
        }
    }
term-ev-free = { $you ->
        [yes] { $target_you ->
            [yes] 你解放了自己。
           *[no] 你解放了 { $target }。
        }
       *[no] { $target_you ->
            [yes] { $who } 解放了你。
           *[no] { $who } 解放了 { $target }。
        }
    }
term-ev-clear = { $you ->
        [yes] 你棄兩張牌，移除面前的 { $card }。
       *[no] { $who } 棄兩張牌，移除面前的 { $card }。
    }
term-ev-round-end = { $found ->
        [yes] 找到金礦了！
       *[no] 回合結束，沒有找到金礦。
    }{ $count ->
        [0] 沒有人獲勝。
       *[other] 贏家：{ $winners }。
    }
term-ev-your-points = 你這回合得到 { $points } 分。
term-ev-theft-blocked = { $you ->
        [yes] 你不能偷竊：{ $reason ->
            [trapped] 你中了陷阱。
           *[broken] 你面前有損壞的工具。
        }
       *[no] { $who } 不能偷竊：{ $reason ->
            [trapped] 中了陷阱。
           *[broken] 面前有損壞的工具。
        }
    }
term-ev-steal = { $you ->
        [yes] 你從 { $victim } 偷走 1 分。
       *[no] { $victim_you ->
            [yes] { $who } 從你這裡偷走 1 分。
           *[no] { $who } 從 { $victim } 偷走 1 分。
        }
    }
term-ev-game-over = 遊戲結束。金塊最多：{ $winners }。
term-action-break = { $card } 給{ $you ->
        [yes] 自己
       *[no] { $who }
    }
term-action-repair = { $card } 給{ $you ->
        [yes] 自己
       *[no] { $who }
    }：{ $tool }
term-action-hands-off = { $card }：打掉{ $you ->
        [yes] 自己
       *[no] { $who }
    }面前的偷竊
term-action-swap-hand = { $card }：與 { $who } 交換手牌
term-action-inspect = { $card }：偵查 { $who } 的身份
term-action-swap-hats = { $card }：{ $you ->
        [yes] 收起自己的身份牌，抽一張新的
       *[no] 讓 { $who } 交換身份
    }
term-action-trap = { $card } 給 { $who }
term-action-free = { $card }：解放{ $you ->
        [yes] 自己
       *[no] { $who }
    }
term-action-steal = 從 { $who } 拿走 1 分
term-typed-help = 可以輸入{ $commands }。
term-typed-words = 指令詞：{ $words }（也可以用英文指令）。
term-typed-fits = 第 { $number } 張牌（{ $card }）可以放在：{ $spots }。
term-spot = { $x } { $y }
term-spot-turned = { $x } { $y } 轉向
term-place-help = 輸入 '打出 3 在 2 -1'、'打出 3 在 2 -1 轉向'、'打出 2 給 機器人 1'、'修復 2 十字鎬'、'地圖 5 目標 1'、'落石 4 在 1 0'、'棄牌 3'、'棄牌 1 4'、'移除 1'、'完成'、'偷 機器人 1'，或清單上的數字（也可以用英文指令）
term-refuse-not-now = 現在不能這樣做。{ $prompt }
term-refuse-wait = 現在還沒輪到你選擇。
term-refuse-card-how = 請用手牌的編號指定一張牌，例如「{ $example }」。
term-refuse-no-card = { $count ->
        [0] 你沒有手牌。
       *[other] 你沒有第 { $number } 張牌：你的牌編號是 1 到 { $count }。
    }
term-refuse-no-player = 這桌沒有叫「{ $word }」的玩家：請輸入座位編號、機器人的名字或「me」。
term-refuse-wrong-card = 第 { $number } 張牌是 { $card }：「{ $verb }」不能打出它。
term-refuse-theft-twice = 你面前已經有一張偷竊了。
term-refuse-blocked = 你面前有損壞的工具或陷阱時，不能放道路牌。
term-refuse-where = 請說明 { $card } 要放在哪裡，例如「{ $example }」。
term-refuse-fits-nowhere = { $card } 現在在礦坑裡沒有地方可以放。
term-refuse-fit-other = { $card } 在 { maze-cell } 只能{ $turned ->
        [yes] 轉 180 度
       *[no] 換另一個方向
    }放：請輸入「{ $example }」。
term-refuse-no-fit = { $card }{ $turned ->
        [yes] 轉 180 度後
       *[no] {""}
    }不能放在 { maze-cell }。可以放的位置：{ $spots }。
term-refuse-no-rock = 落石不能打在 { maze-cell }：只能移除礦坑裡的道路牌（起始牌和目標牌除外）。
term-refuse-which-goal = 請說明哪一張目標牌：1（上）、2（中）或 3（下），例如「{ $example }」。
term-refuse-no-goal = 沒有第 { $number } 張目標牌：只有 1（上）、2（中）和 3（下）。
term-refuse-goal-up = 第 { $number } 張目標牌已經翻開了。
term-refuse-which-player = 請說明是哪一位玩家，例如「{ $example }」。
term-refuse-target = 現在不能對{ $you ->
        [yes] 你自己
       *[no] { $who }
    }使用 { $card }。
term-refuse-repair-none = { $card } 找不到損壞的{ $tool }可以修復。
term-refuse-repair-nothing = { $card } 找不到損壞的工具可以修復。
term-refuse-which-tool = 請說明要修復哪一個工具，例如「{ $example }」。
term-refuse-steal-who = 你不能偷{ $you ->
        [yes] 自己
       *[no] { $who }
    }：請選擇 { $choices }。
term-refuse-discard-how = 請說明要棄哪些牌，例如「{ $example }」。
term-refuse-discard-twice = 第 { $number } 張牌被指定了兩次。
term-refuse-discard-count = 你現在最多只能棄 { $count } 張牌。
term-refuse-clear-nothing = 你面前沒有可以移除的牌。
term-refuse-clear-what = 請說明要移除面前的哪一張牌：{ $choices }。
term-refuse-clear-hand = 你需要兩張手牌才能移除面前的牌。
term-refuse-extra = { $card } 不接受「{ $word }」：{ $takes ->
        [path] 只要指定礦坑裡的格子（先 x 後 y），轉向放時再加「轉向」
        [cell] 只要指定礦坑裡的格子（先 x 後 y）
        [goal] 只要指定目標牌：1（上）、2（中）或 3（下）
        [player] 只要指定一位玩家
        [repair] 只要指定玩家、工具，或兩者
       *[nothing] 這張牌不需要其他內容
    }，例如「{ $example }」。

## saboteur screen 2
# 玩家列上：你知道那位玩家手上有的牌（打出「交換手牌」之前是你自己的手牌）；$player 是那位玩家的名字，$card 是牌名。
ui-known-cards = 你知道 { $player } 手上的 { $count } 張牌：「{ card-swap_your_hand }」之前它們是你的手牌。
ui-known-card = { $card }：在 { $player } 手上；「{ card-swap_your_hand }」之前它是你的手牌。

## the groups of `Game.group_results` (simulate and tournament tables): the round's roles
group-saboteur = { role-saboteur }
group-gold_digger_blue = { role-gold_digger_blue }
group-gold_digger_green = { role-gold_digger_green }
group-boss = { role-boss }
group-profiteer = { role-profiteer }
group-geologist = { role-geologist }

## the round's result: a player who neither won nor was trapped
ui-result-lost = 未獲勝

## the maze: a goal the player saw with a map (drawn face up to them alone), and the cell
## the last move's rockfall emptied
ui-goal-seen-mark = 只有你看過
ui-last-rockfall = 剛被落石移除：{ $card }（{ maze-cell }）
