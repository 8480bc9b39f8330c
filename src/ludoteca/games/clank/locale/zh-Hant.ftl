# 噤聲尋寶記：地下墓穴：玩家讀到的一切（繁體中文）。
#
# 每種語言一個訊息檔，放在遊戲資料旁（core/i18n.py）。慣例：
#   term-ID    遊戲用語，依規則書的用詞
#   room-ID    tiles.py 的房間功能（FEATURES），另有 room-plain 表示沒有功能的房間；
#              .text 說明房間的作用
#   card-ID    data/cards.toml 的卡牌；.text 是我們自己的話寫的效果（卡牌文字有一部分不明時會註明）
#   token-ID   data/tokens.toml 的市場商品、囚犯、重大秘密與小秘密；.text 是效果與分數
#   tx-ID      終端機的文字（text.py）：畫面、事件、選項與輸入的指令
# 名稱以規則書（seed）為準：遊戲名稱、用語、起始牌（扒竊、絆倒、側步、爬行）、儲備牌（傭兵、勘探、
# 秘密筆記、哥布林）、規則書舉例提到的地下城牌（叛軍將領、暗中埋伏、魯特琴、騙子、偷襲、水晶狗頭人、
# 專家嚮導、叛亂、勇敢英雄）、標記速查表上的十三種囚犯，以及市場商品（背包、護身符、盜賊工具包、皇冠）。
# 規則書沒有給出的名稱（其餘卡牌、重大秘密與小秘密的種類、幾個用語）是我們自己取的，
# 上方標有「# unofficial」。效果說明都是我們自己的話。

game-name = 噤聲尋寶記：地下墓穴

## 用語

term-skill = 技能點數
term-swords = 戰鬥力
term-boots = 移動力
term-gold = 金幣
term-clank = 咔嚓!
term-lockpick = 開鎖標記
term-artifact = 寶藏
term-major-secret = 重大秘密
term-minor-secret = 小秘密
term-prisoner = 囚犯
term-monkey-idol = 黃金猴像
term-mastery-token = 高手標記
term-dragon-bag = 巨龍盲抽袋
term-rage-track = 怒氣記錄條
term-ghost = 鬼魂方塊
term-dungeon-row = 地下城牌供應區
term-dungeon-deck = 地下城牌庫
term-reserve = 儲備牌區
term-market = 市場
term-depths = 深淵
term-crypt = 陵寢
term-health = 生命值
term-damage = 傷害
term-teleport = 傳送
term-trash = 摒除
term-arrive = 進場
term-acquire = 獲得
term-danger = 危險
term-defeat = 擊敗
term-use = 使用
term-companion = 同伴
# unofficial
term-gem = 寶石
term-device = 設施
term-monster = 怪物
# unofficial
term-item = 物品

## 數量

gold-amount = { $count } 金幣
points-amount = { $count } 分

## 房間

room-artifact = 寶藏房間
    .text = 放置這塊板塊時，把寶藏疊頂端的寶藏放進這個房間（房間標有 + 或 ++ 時，改放從頂端往下數第一或第二個寶藏）。位於這裡的玩家可在自己回合的任何時刻拿取，但身上已有寶藏時不行。
room-crystal_cave = 水晶洞穴
    .text = 進入後你就累得走不動：本回合不能再使用移動力，離開了也一樣。傳送仍然可以使用。
room-market = 市場房間
    .text = 位於這裡時，可以用 7 金幣購買任何一個市場商品，付得起就能一直買。
room-wayshrine = 路標
    .text = 位於這裡時，可以從個人供應區放 1 個方塊記錄此路標（每位玩家每個路標只能記錄一次），並獲得與你至今記錄過的路標數（包括這一個）相同的金幣。
room-chest = 寶箱
    .text = 在這裡花費 1 個開鎖標記解鎖寶箱，隨機拿取 1 個重大秘密。每個寶箱只能解鎖一次。
room-library = 古籍
    .text = 在這裡花費 1 個開鎖標記解鎖古籍，免費從儲備牌區拿 1 張秘密筆記放入你的棄牌堆。每個古籍只能解鎖一次。
room-prison = 牢房
    .text = 在這裡花費 1 個開鎖標記解鎖牢房，隨機解救 2 名囚犯。每個牢房只能解鎖一次。
room-minor_secret = 小秘密
    .text = 進入時從公共供應區隨機拿取 1 個小秘密並翻開（每回合一次）。
room-gold = 金幣
    .text = 進入時從公共供應區拿取房間上所示數量的金幣（每回合一次）。
room-heal = 治療
    .text = 進入時治療 1 點傷害（每回合一次）。
room-monkey_shrine = 猴子神殿
    .text = 進入時拿取這裡的 1 個黃金猴像（每回合一次）。每個價值 5 分，但不算寶藏。
room-crypt = 陵寢
    .text = 所有人的起點，位於地下城之外。帶著寶藏回到這裡就成功逃出，並拿取 1 個高手標記（20 分）；沒有寶藏不能進入。
# unofficial
room-plain = 普通房間
    .text = 沒有任何特殊功能的房間。

## 卡牌：起始牌庫

card-burgle = 扒竊
    .text = 獲得 1 點技能點數。
card-stumble = 絆倒
    .text = +1 咔嚓!
card-sidestep = 側步
    .text = 獲得 1 點移動力。
card-scramble = 爬行
    .text = 獲得 1 點技能點數與 1 點移動力。

## 卡牌：儲備牌區

card-mercenary = 傭兵
    .text = 獲得 1 點技能點數與 2 點戰鬥力。
card-explore = 勘探
    .text = 獲得 2 點技能點數與 1 點移動力。
card-secret_tome = 秘密筆記
    .text = 打出時沒有效果。遊戲結束時價值 7 分。
card-goblin = 哥布林
    .text = 擊敗：獲得 1 金幣。哥布林永遠留在儲備牌區，任何玩家每回合都可以一再擊敗它。

## 卡牌：地下城牌庫

# unofficial
card-empurror = 喵皇
    .text = 三選一：−2 咔嚓!、獲得 1 金幣，或本回合水晶洞穴不會讓你停下腳步。若你持有寶藏，改為三項全部獲得。
# unofficial
card-golden_flute = 黃金長笛
    .text = 獲得 1 金幣，+1 咔嚓! 本回合你可以花 5 金幣購買 1 個市場商品，即使不在市場房間也可以。
# unofficial
card-payoff = 封口費
    .text = 獲得 3 點技能點數，然後摒除這張牌。
# unofficial
card-rebel_scribe = 叛軍書記
    .text = 獲得 1 點技能點數。若本回合你的出牌區有其他同伴牌，抽 1 張牌。
# unofficial
card-waystone = 路標石
    .text = 獲得 1 點移動力。位於路標時，你可以摒除這張牌，傳送到另一個路標。
# unofficial
card-flamboyance = 浮誇
    .text = 抽 1 張牌。若本回合你產生 2 個或更多咔嚓!，獲得 2 點技能點數。
# unofficial
card-imp_familiar = 小惡魔使魔
    .text = 二選一：拿取 1 個開鎖標記，或花費 1 個開鎖標記抽 2 張牌。
# unofficial
card-pillage = 劫掠
    .text = 獲得 2 點戰鬥力與 1 點移動力。若本回合你獲得 3 金幣或更多，抽 1 張牌。
# unofficial
card-remove_traps = 解除陷阱
    .text = 獲得 1 點技能點數與 2 點戰鬥力。用地下城牌庫頂的牌替換地下城牌供應區中的 1 張牌（被換下的牌放入地下城牌棄牌堆；新牌上的巨龍攻擊圖示不算數）。
# unofficial
card-shadow_walk = 暗影潛行
    .text = 獲得 1 點移動力。從你的出牌區或棄牌堆摒除 1 張扒竊。
# unofficial
card-astral_projection = 靈體出竅
    .text = 獲得 2 點技能點數。若本回合你共獲得 6 點或更多技能點數，可以任選一個路標記錄，如同你就在那裡。
# unofficial
card-boots_of_the_ape_lord = 猴王之靴
    .text = 獲得 3 點移動力，+3 咔嚓! 若你持有黃金猴像，本回合水晶洞穴不會讓你停下腳步。
# unofficial
card-bard = 吟遊詩人
    .text = 獲得 2 點技能點數，+1 咔嚓! 若本回合你產生 2 個或更多咔嚓!，治療 2 點傷害。
card-lie_in_wait = 暗中埋伏
    .text = 獲得 2 點技能點數與 1 點戰鬥力。若本回合任何時刻你位於水晶洞穴中：−2 咔嚓!
# unofficial
card-lightstick = 螢光棒
    .text = 獲得 3 點技能點數，+1 咔嚓!
# unofficial
card-rebel_thief = 叛軍盜賊
    .text = 拿取 1 個開鎖標記。若本回合你的出牌區有其他同伴牌，抽 1 張牌。
card-riot = 叛亂
    .text = 獲得 1 點戰鬥力與 1 點移動力，+1 咔嚓! 若你在本局遊戲中已解救 3 名或更多囚犯，可以從你的出牌區或棄牌堆摒除 1 張牌。
# unofficial
card-scavenger = 拾荒者
    .text = 獲得 2 點技能點數。這張牌若還有其他文字，內容不明。
# unofficial
card-smash_and_grab = 砸窗搶劫
    .text = +2 咔嚓! 抽 2 張牌。
card-sneak_attack = 偷襲
    .text = 獲得 3 點戰鬥力。−2 咔嚓!
# unofficial
card-sudden_movement = 地動突變
    .text = 進場：每位獨自位於某塊方形板塊上的玩家，把該板塊轉到另一個方向。打出時：獲得 1 點技能點數與 2 點移動力。
# unofficial
card-swindle = 詐騙
    .text = 這張牌的文字不明；在得知之前，打出它沒有任何效果。
# unofficial
card-bandit = 強盜
    .text = 獲得 1 點技能點數、1 點戰鬥力與 1 點移動力。這張牌若還有其他文字，內容不明。
card-charlatan = 騙子
    .text = 你可以從手牌棄置 1 張牌；若你這樣做，抽 2 張牌。
# unofficial
card-corrupt_advisor = 貪腐顧問
    .text = 危險。獲得 2 點技能點數。其他每位玩家 +1 咔嚓!（若你持有皇冠，改為每人 +2 咔嚓!）。
# unofficial
card-divining_rod = 探測杖
    .text = 獲得 2 點技能點數。若本回合你共獲得 6 點或更多技能點數，治療 1 點傷害。
# unofficial
card-elven_sword = 精靈之劍
    .text = 獲得 2 點戰鬥力。抽 1 張牌。
# unofficial
card-librarian = 圖書館員
    .text = 獲得 2 點技能點數。−2 咔嚓! 若你的出牌區或棄牌堆中有秘密筆記，抽 2 張牌。
# unofficial
card-mister_whiskers = 鬍鬚先生
    .text = 進場：從公共供應區把 3 個黑色巨龍方塊放回巨龍盲抽袋。打出時：獲得 1 點技能點數、1 點戰鬥力與 1 點移動力；若本回合你把自己的方塊放到地下城中（例如記錄路標），抽 1 張牌。
# unofficial
card-rebel_paladin = 叛軍聖騎士
    .text = 獲得 1 點技能點數與 1 點戰鬥力。若本回合你的出牌區有其他同伴牌，抽 1 張牌；若你持有寶藏，再抽 1 張。
# unofficial
card-skulker = 潛伏者
    .text = 獲得 2 點移動力。本回合隧道上的怪物圖示不會對你造成傷害。
# unofficial
card-smoky_quartz = 煙水晶
    .text = −2 咔嚓! 抽 1 張牌。
# unofficial
card-spectral_rider = 幽靈騎士
    .text = 獲得 2 點技能點數與 1 點移動力。若你位於鬧鬼板塊上，可以傳送到另一塊鬧鬼板塊的任一房間。
# unofficial
card-white_tourmaline = 白碧璽
    .text = 抽 1 張牌。當鬼魂將對你造成傷害時，你可以從手牌棄置這張牌，防止該傷害並抽 1 張牌。
card-brave_hero = 勇敢英雄
    .text = 獲得 2 點技能點數、1 點戰鬥力與 1 點移動力。遊戲結束時，若你已解救 3 名或更多囚犯，價值 5 分（否則沒有分數）。
# unofficial
card-curator = 館長
    .text = 獲得 2 點技能點數與 1 點移動力。你每持有 1 個寶藏，抽 1 張牌。
# unofficial
card-diversion = 聲東擊西
    .text = 進場：從公共供應區把 3 個黑色巨龍方塊放回巨龍盲抽袋。打出時：獲得 2 點技能點數。
card-expert_guide = 專家嚮導
    .text = 獲得 2 點技能點數與 2 點移動力。
card-rebel_general = 叛軍將領
    .text = 獲得 2 點技能點數、1 點戰鬥力與 1 點移動力。若本回合你的出牌區有其他同伴牌（無論在這張牌之前或之後打出），抽 1 張牌。
# unofficial
card-robbery = 搶劫
    .text = 獲得 2 點戰鬥力與 2 金幣。若你位於市場房間，傳送到一個相鄰的房間。
# unofficial
card-rose_quartz = 粉晶
    .text = −2 咔嚓! 抽 1 張牌。
# unofficial
card-black_tourmaline = 黑碧璽
    .text = 抽 1 張牌。當鬼魂將對你造成傷害時，你可以從手牌棄置這張牌，防止該傷害並抽 1 張牌。
# unofficial
card-crystal_compass = 水晶羅盤
    .text = 抽 2 張牌。本回合水晶洞穴不會讓你停下腳步。
# unofficial
card-double_cross = 兩面手法
    .text = 獲得 2 點技能點數。−2 咔嚓!
# unofficial
card-expensive_taste = 奢華品味
    .text = 獲得 3 點技能點數與 2 金幣。遊戲結束時，若你持有皇冠，且牌庫中有寶石牌，價值 5 分（否則沒有分數）。
# unofficial
card-fiery_quartz = 火焰石英
    .text = −2 咔嚓! 抽 1 張牌。
# unofficial
card-floating_skull = 漂浮頭骨
    .text = 獲得 2 點技能點數與 1 點戰鬥力。若你持有皇冠，傳送到一個相鄰的房間。
# unofficial
card-grand_theft = 驚天大盜案
    .text = 二選一：拿取 1 個開鎖標記，或花費 1 個開鎖標記代替技能點數，從地下城牌供應區獲得 1 張卡牌或使用 1 個設施。
card-lute = 魯特琴
    .text = +1 咔嚓! 抽 2 張牌。本回合你每產生 1 個咔嚓!，獲得 1 金幣，無論是在打出這張牌之前或之後（負值咔嚓!不會減少數量）。
# unofficial
card-souldrinker = 噬魂者
    .text = 獲得 4 點戰鬥力。若本回合你擊敗地下城牌供應區中的怪物，治療 1 點傷害。
# unofficial
card-thirst_for_adventure = 冒險渴望
    .text = 獲得 3 點移動力。遊戲結束時，你每持有 1 個寶藏或 1 個黃金猴像，價值 2 分。
# unofficial
card-blink_spell = 閃現術
    .text = 獲得 3 點技能點數。然後傳送到一個相鄰的房間，或傳送到另一位位於深淵中的玩家所在的房間。

## 卡牌：設施

# unofficial
card-wishing_well = 許願池
    .text = 危險。使用（不需技能點數）：支付 3 金幣，抽 2 張牌。
# unofficial
card-darkened_alcove = 幽暗壁龕
    .text = 使用：−2 咔嚓!
# unofficial
card-underground_river = 地下暗河
    .text = 使用：治療 1 點傷害，或獲得 1 點移動力。
# unofficial
card-locked_trunk = 上鎖的木箱
    .text = 使用：另外花費 1 個開鎖標記，隨機拿取 1 個重大秘密。
# unofficial
card-thieves_shrine = 盜賊神龕
    .text = 進場：從公共供應區把 3 個黑色巨龍方塊放回巨龍盲抽袋。使用：獲得 2 金幣，或從你的出牌區與棄牌堆摒除至多 2 張扒竊。
# unofficial
card-black_market = 黑市
    .text = 使用：從以下選項選擇兩個不同的執行：獲得 2 金幣；從你的出牌區或棄牌堆摒除 1 張牌；拿取 1 個開鎖標記。

## 卡牌：怪物

# unofficial
card-skeleton = 骷髏
    .text = 擊敗：獲得 2 金幣，+1 咔嚓!
# unofficial
card-animated_wall = 活化之牆
    .text = 進場：每塊上面至少有一個玩家標記的方形板塊都轉半圈（180 度）。擊敗：獲得 1 點移動力；若本回合你穿過傳送門，再獲得 1 點。
card-crystal_kobold = 水晶狗頭人
    .text = 只有當你位於水晶洞穴或路標時才能擊敗它。擊敗：獲得 2 點技能點數。
# unofficial
card-keymaster = 掌鑰人
    .text = 擊敗：拿取 1 個開鎖標記。
# unofficial
card-skeleton_priest = 骷髏祭司
    .text = 進場：每位玩家 +1 咔嚓! 擊敗：治療 1 點傷害，+1 咔嚓!
# unofficial
card-archoverlord = 大魔霸主
    .text = 進場：每位玩家 +1 咔嚓! 擊敗：抽 2 張牌；其他每位玩家 +1 咔嚓!
# unofficial
card-marble_guardian = 大理石守衛
    .text = 擊敗：在你所在的板塊旁放置 1 塊新板塊；然後傳送到該板塊的任一房間，或獲得 2 金幣。
# unofficial
card-skeletal_ape = 骷髏猿
    .text = 擊敗：獲得 3 金幣與 3 點技能點數，+3 咔嚓!
# unofficial
card-skeleton_warlock = 骷髏巫師
    .text = 擊敗：從儲備牌區拿 1 張秘密筆記放入你的棄牌堆，+1 咔嚓!
# unofficial
card-the_warden = 典獄長
    .text = 危險。只有當你位於深淵中時才能擊敗它。擊敗：隨機解救 2 名囚犯。
# unofficial
card-ogre_merchant = 食人魔商人
    .text = 擊敗：獲得 5 金幣；或者，若你位於市場房間，免費拿取 1 個市場商品。

## 標記：市場商品

token-backpack = 背包
    .text = 你可以多攜帶 1 個寶藏。價值 5 分。
token-blood_amulet = 護身符
    .text = 只有受到 5 點或更多傷害的玩家才能購買。購買時治療 2 點傷害。價值 7 分。
token-burglars_kit = 盜賊工具包
    .text = 購買時拿取 2 個開鎖標記。價值 2 分。
token-crown = 皇冠
    .text = 價值 10、9 或 8 分：購買者總是拿到剩下的皇冠中分數最高的一個。

## 標記：囚犯

token-adventurer = 冒險家
    .text = 解救時，怒氣記錄條上的巨龍指示物向上推進一格。價值 3 分。
token-barbarian = 野蠻人
    .text = 解救時，獲得 2 點戰鬥力供本回合使用。價值 2 分。
token-cleric = 神官
    .text = 解救時，治療 1 點傷害。價值 2 分。
token-discount_coupon = 優惠券
    .text = 在任何規則與卡牌中都不算囚犯。保留它：在市場購買時可以使用一次，少付 5 金幣，然後把它放回遊戲盒。
token-golden_monkey_bot = 金猴機器人
    .text = 在所有規則中都視為黃金猴像，但價值 3 分而不是 5 分。
token-haunted_prisoner = 鬼魂纏身者
    .text = 解救時，從公共供應區拿 1 個鬼魂方塊放到咔嚓! 版圖標題位置。價值 3 分。
token-mayor = 市長
    .text = 遊戲結束時，若你持有高手標記，價值 5 分。
token-monk = 僧侶
    .text = 你每記錄過 1 個路標，價值 1 分。
token-peasant = 農夫
    .text = 價值 2 分。
token-primatologist = 靈長類動物學家
    .text = 若你持有至少 1 個黃金猴像（金猴機器人也算），價值 5 分。
token-prince = 王子/公主
    .text = 若你持有皇冠，價值 5 分。
token-sorceress = 術士
    .text = 若你的牌庫中有至少 2 張秘密筆記，價值 5 分。
token-warrior = 戰士
    .text = 你每解救過 1 名囚犯（包括戰士自己），價值 1 分；優惠券不算。

## 標記：重大秘密

# unofficial
token-catacombs_map = 墓穴地圖
    .text = 保留它：在之後的遊戲中，你可以逆著箭頭方向穿過單向隧道。價值 5 分。
# unofficial
token-chalice = 聖杯
    .text = 價值 7 分。它不算寶藏。
# unofficial
token-greater_skill_boost = 強效技能提升
    .text = 立即獲得 5 點技能點數，然後把標記放回遊戲盒。
# unofficial
token-greater_treasure = 大筆財寶
    .text = 視為 5 金幣：可以花掉，也可以保留到遊戲結束計 5 分。
# unofficial
token-potion_of_greater_healing = 強效治療藥水
    .text = 保留它；在你的回合喝下，治療 2 點傷害，然後放回遊戲盒。

## 標記：小秘密

# unofficial
token-dragon_egg = 龍蛋
    .text = 怒氣記錄條上的巨龍指示物立即向上推進一格。價值 3 分。
# unofficial
token-lockpick = 開鎖標記
    .text = 立即從公共供應區拿取 1 個開鎖標記，然後把這個秘密標記放回遊戲盒。
# unofficial
token-magic_spring = 魔法泉水
    .text = 在本回合結束時，從你的棄牌堆或出牌區摒除 1 張牌。
# unofficial
token-potion_of_healing = 治療藥水
    .text = 保留它；在你的回合喝下，治療 1 點傷害，然後放回遊戲盒。
# unofficial
token-potion_of_swiftness = 迅捷藥水
    .text = 保留它；在你的回合喝下，獲得 1 點移動力，然後放回遊戲盒。
# unofficial
token-potion_of_strength = 力量藥水
    .text = 保留它；在你的回合喝下，獲得 2 點戰鬥力，然後放回遊戲盒。
# unofficial
token-puzzle_box = 機關盒
    .text = 保留它，直到你位於路標時：在那裡把它放回遊戲盒，並隨機拿取 1 個重大秘密。
# unofficial
token-treasure = 財寶
    .text = 視為 2 金幣：可以花掉，也可以保留到遊戲結束計 2 分。

## 冒險隊擴充（五至六人；data/party.toml）：名稱取自規則書，替代品的文字
## （真正的內容不在任何公開資料中）

card-ape_lord_phantasm = 幻影猴王
    .text = 替代品（真正的卡牌未知）：擊敗：獲得 3 金幣。
token-invisibility_cloak = 隱形斗篷
    .text = 持有它時，隧道上的怪物圖示不會對你造成傷害。價值 5 分。（效果取自玩家整理的參考資料；數量為替代值。）
# unofficial
token-potion_of_stealth = 潛行藥水
    .text = 保留它；在你的回合喝下：你 −1 咔嚓!，其他每位玩家 +1 咔嚓!，然後放回遊戲盒。（取自玩家整理的參考資料；數量為替代值。）

## 終端機文字（text.py）。$you 為 "yes" 時，這一行說的是讀者本人，以「你」稱呼；$who 是座位的名字。
## 引號中的指令在每種語言中都用英文輸入。

tx-you = 你
tx-header = { game-name } · 第 { $round } 輪 · { $you ->
        [yes] 輪到你
       *[no] 輪到 { $who }
    }
tx-piles = 地下城牌庫：{ $deck } · 地下城棄牌堆：{ $discard } · 剩餘板塊：{ $tiles }
tx-new-tile = { $at ->
        [map] 新板塊順時針轉 0、1、2 或 3 個四分之一圈後放在該格的樣子：
       *[card] 要放的板塊順時針轉 0、1、2 或 3 個四分之一圈的樣子，房間編號為放下後的編號：
    }
tx-turn-refused = ✗ 這樣放的話，板塊無法讓你完成這次移動
tx-key = 圖例：{ $keys }
tx-key-numbers = 3─4 房間 3 與 4 之間的隧道，3→4 只能往這個方向走；牆上的數字：隧道通往的房間
tx-key-artifact = ✦ { room-artifact }（及其寶藏的分數）
tx-key-crystal_cave = ◇ { room-crystal_cave }
tx-key-market = $ { room-market }
tx-key-wayshrine = ⌂ { room-wayshrine }
tx-key-chest = ⊞ { room-chest }
tx-key-library = ≡ { room-library }
tx-key-prison = # { room-prison }
tx-key-minor_secret = § { room-minor_secret }
tx-key-gold = ¤ { room-gold }
tx-key-heal = + { room-heal }
tx-key-monkey_shrine = Ω { room-monkey_shrine }（及剩下的猴像）
tx-key-crypt = ∩ { room-crypt }
tx-key-footprints = ∴ 腳印：2 點移動力
tx-key-monster = † 怪物：不花戰鬥力就受 1 點傷害
tx-key-lock = ⊠ 鎖：1 個開鎖標記（⊡ 已打開）
tx-key-portal = ◎ 傳送門
tx-key-arrow = 牆上的 ↓↑←→：單向
tx-key-unexplored = ? 尚未探索（┼ 另一邊有板塊）
tx-key-depths = 粗牆：深淵（╌ 起始板塊進入深淵之處）
tx-key-haunted = 虛線牆：鬧鬼板塊
tx-area = 咔嚓! 區域：{ $cubes }
tx-area-seat = { $mark } { $who }：{ $count }
tx-area-ghosts = { $count } 個鬼魂
tx-bag = 巨龍盲抽袋：{ $count } 個方塊（{ $parts }）
tx-bag-dragon = { $count } 個黑色
tx-bag-ghosts = { $count } 個鬼魂
tx-bag-seat = { $mark } { $count }
tx-drawn-seat = { $you ->
        [yes] 你的 { $count } 個
       *[no] { $who } 的 { $count } 個
    }
tx-rage = 怒氣記錄條：{ $track }（第 { $space } / { $spaces } 格）· 現在巨龍攻擊會抽 { $draw } 個方塊{ $danger ->
        [0] {""}
       *[other] （其中 { $danger } 個來自危險）
    }
tx-bank = 公共供應區：{ $black } 個黑色方塊、{ $ghosts } 個鬼魂 · 囚犯 { $prisoners }、重大秘密 { $majors }、小秘密 { $minors } · 神殿中的黃金猴像：{ $idols } · 尚未放出的寶藏：{ $artifacts }
tx-cost = { $banner ->
        [red] 擊敗：{ $cost } 點戰鬥力
        [purple] 使用：{ $cost } 點技能點數
       *[other] { $cost } 點技能點數
    }
tx-card = { $name }（{ $notes }）
tx-card-text = — { $text }
tx-card-dragon = 巨龍攻擊
tx-row-title = { term-dungeon-row }：
tx-row-empty = （空）
tx-reserve = { term-reserve }：{ $cards }
tx-reserve-card = { $name }（{ $cost } 點技能點數，剩 { $left } 張）
tx-reserve-goblin = { $name }（{ $cost } 點戰鬥力，永遠都在）
tx-market = { term-market }（每件 { $price } 金幣，須在市場房間）：{ $items }
tx-market-item = { $name } ×{ $left }
tx-market-crown = { $name } 價值 { $points }（剩 { $left } 個）
tx-seat = { $mark } { $who }：{ $parts }
tx-status-in = 在房間 { $room }{ $depths ->
        [yes] ，位於深淵
       *[no] {""}
    }
tx-status-out = 在房間 { $room } 被擊倒{ $depths ->
        [yes] ，位於深淵：不計分
       *[no] {""}
    }
tx-status-escaped = 已逃出地下城
tx-seat-damage = 傷害 { $damage }/{ $health }
tx-seat-lockpicks = { $count } 個開鎖標記
tx-seat-supply = 供應區 { $count } 個方塊
tx-seat-artifacts = 寶藏：{ $values }
tx-seat-tokens = 標記：{ $names }
tx-seat-idols = { $count } 個黃金猴像
tx-seat-crowns = 皇冠：{ $values }
tx-seat-shrines = 記錄了 { $count } 個路標
tx-seat-cards = 卡牌：牌庫 { $deck } 張，手牌 { $hand } 張，棄牌堆 { $discard } 張
tx-seat-played = 已打出：{ $cards }
tx-hand = 你的手牌：
tx-hand-empty = 你沒有手牌了。
tx-played = 你的出牌區：{ $cards }
tx-pool = 本回合：{ $skill } 點技能點數 · { $swords } 點戰鬥力 · { $boots } 點移動力
tx-pool-credit = 可抵銷 { $count } 個咔嚓!
tx-pool-exhausted = 已累倒：本回合不能再使用移動力
tx-here = 你在房間 { $room }{ $plain ->
        [yes] {""}
       *[no] ：{ $features }
    }{ $depths ->
        [yes] ，位於深淵
       *[no] {""}
    }{ $haunted ->
        [yes] ，在鬧鬼板塊上
       *[no] {""}
    }。
tx-here-artifact = 價值 { $values } 的寶藏
tx-here-marks = 記錄者：{ $seats }
tx-here-others = 同在這裡：{ $seats }
tx-exits-sep = ；
tx-exits = 出口：{ $exits }
tx-exit-room = { $number }）房間 { $room }{ $crypt ->
        [yes] （陵寢）
       *[no] {""}
    }：{ $blocked ->
        [yes] 單向隧道，不能從這裡走
       *[no] { $boots } 點移動力{ $monsters ->
            [0] {""}
           *[other] 、{ $monsters } 個怪物
        }{ $locks ->
            [0] {""}
           *[other] 、{ $locks } 道鎖
        }
    }
tx-exit-open = { $number }）未探索，往{ $side ->
        [north] 北
        [east] 東
        [south] 南
       *[west] 西
    }到 { $x } { $y }：{ $blocked ->
        [yes] 單向隧道，不能從這裡走
       *[no] { $boots } 點移動力{ $monsters ->
            [0] {""}
           *[other] 、{ $monsters } 個怪物
        }{ $locks ->
            [0] {""}
           *[other] 、{ $locks } 道鎖
        }
    }
tx-exit-portal = { $number }）傳送門：至少 { $boots } 點移動力
tx-over = 遊戲結束。
tx-waiting = { $you ->
        [yes] 輪到你選擇。
       *[no] 等待 { $who }。
    }

## 終端機文字：要你選擇的事

tx-ask-turn = 你的回合：打出手牌，使用得到的技能點數、戰鬥力與移動力；手牌打完後結束回合。
tx-ask-place = 你{ $at ->
        [map] {""}
       *[cell] 在 { $x } { $y }{" "}
    }發現一塊新板塊：放下之前，選擇它的方向。
tx-ask-portal = 你要從哪個傳送門出來？
tx-ask-other = 請選擇。
tx-ask-empurror = { card-empurror }：三選一。
tx-ask-waystone = { card-waystone }：摒除它以傳送到另一個路標，或跳過。
tx-ask-imp-familiar = { card-imp_familiar }：拿取 1 個開鎖標記，或花費 1 個抽 2 張牌。
tx-ask-remove-traps = { card-remove_traps }：選擇要替換的地下城牌供應區卡牌。
tx-ask-shadow-walk = { card-shadow_walk }：選擇要摒除的扒竊。
tx-ask-astral-projection = { card-astral_projection }：選擇要記錄的路標。
tx-ask-riot = { card-riot }：你可以從出牌區或棄牌堆摒除 1 張牌。
tx-ask-charlatan = { card-charlatan }：你可以棄置 1 張手牌來抽 2 張牌。
tx-ask-spectral-rider = { card-spectral_rider }：你可以傳送到另一塊鬧鬼板塊的房間。
tx-ask-teleport-adjacent = 你可以傳送到一個相鄰的房間，或從你所在板塊的開放邊緣傳送出去，探索一塊新板塊。
tx-ask-blink-spell = { card-blink_spell }：傳送到相鄰的房間（或從開放邊緣傳送出去，探索新板塊），或另一位位於深淵的玩家所在的房間，或跳過。
tx-ask-grand-theft = { card-grand_theft }：拿取 1 個開鎖標記，或花費 1 個代替技能點數，取得地下城牌供應區的 1 張牌。
tx-ask-sudden-movement = { card-sudden_movement }：你獨自在你的板塊上，把它轉到新的方向。
tx-ask-underground-river = { card-underground_river }：治療 1 點傷害，或獲得 1 點移動力。
tx-ask-thieves-shrine = { card-thieves_shrine }：{ $step ->
        [trash] 你可以再摒除至多 { $count } 張扒竊。
       *[other] 獲得 2 金幣，或摒除至多 2 張扒竊。
    }
tx-ask-black-market = { card-black_market }：{ $step ->
        [trash] 選擇要摒除的牌。
        [second] 再選一個不同的選項。
       *[other] 從兩個不同的選項中選第一個。
    }
tx-ask-marble-guardian = { card-marble_guardian }：{ $step ->
        [after] 傳送到新板塊的一個房間，或獲得 2 金幣。
       *[other] 在你的板塊旁放一塊新板塊（位置 x y 與方向），或獲得 2 金幣。
    }
tx-ask-ogre-merchant = { card-ogre_merchant }：獲得 5 金幣，或免費拿取 1 個市場商品。
tx-ask-tourmaline = 鬼魂將對你造成 { $count } 次傷害：你可以從手牌棄置 1 張碧璽來擋下 1 次並抽 1 張牌。

## 終端機文字：事件

tx-ev-played = { $you ->
        [yes] 你打出
       *[no] { $who } 打出
    }「{ $card }」。
tx-ev-acquired = { $you ->
        [yes] 你
       *[no] { $who }
    }{ $reserve ->
        [yes] 從儲備牌區
       *[no] {""}
    }獲得「{ $card }」。
tx-ev-defeated = { $you ->
        [yes] 你擊敗
       *[no] { $who } 擊敗
    }「{ $card }」。
tx-ev-used = { $you ->
        [yes] 你使用
       *[no] { $who } 使用
    }「{ $card }」。
tx-ev-trashed = { $you ->
        [yes] 你摒除
       *[no] { $who } 摒除
    }「{ $card }」。
tx-ev-tile = { $you ->
        [yes] 你
       *[no] { $who }
    }在 { $x } { $y } 發現一塊{ $haunted ->
        [yes] 鬧鬼的
       *[no] {""}
    }{ $back ->
        [safe] 新板塊
       *[other] 深淵板塊
    }。
tx-ev-rotated = 一塊板塊{ $turns ->
        [2] 轉了半圈
        [3] 逆時針轉了四分之一圈
       *[other] 順時針轉了四分之一圈
    }。
tx-ev-knocked-out = { $you ->
        [yes] 你
       *[no] { $who }
    }{ $depths ->
        [yes] 在深淵中
       *[no] {""}
    }被擊倒了。
tx-ev-escaped = { $you ->
        [yes] 你
       *[no] { $who }
    }帶著高手標記逃出了地下城！
tx-ev-row = 地下城牌供應區第 { $slot } 格的新牌：「{ $card }」。
tx-ev-artifact = { $you ->
        [yes] 你
       *[no] { $who }
    }拿走價值 { $value } 的寶藏。
tx-ev-bought = { $you ->
        [yes] 你
       *[no] { $who }
    }買下「{ $item }」。
tx-ev-teleport = { $you ->
        [yes] 你
       *[no] { $who }
    }傳送到房間 { $room }。
tx-ev-moved = { $you ->
        [yes] 你
       *[no] { $who }
    }{ $portal ->
        [yes] 穿過傳送門，來到房間 { $room }。
       *[no] 來到房間 { $room }。
    }
tx-ev-token = { $you ->
        [yes] 你
       *[no] { $who }
    }找到「{ $token }」。
tx-ev-potion = { $you ->
        [yes] 你
       *[no] { $who }
    }使用「{ $token }」。
tx-ev-marked = { $you ->
        [yes] 你
       *[no] { $who }
    }在房間 { $room } 的路標放上標記。
tx-ev-picked = { $you ->
        [yes] 你
       *[no] { $who }
    }打開了{ $feature ->
        [chest] 寶箱
        [library] 古籍
       *[prison] 牢房
    }。
tx-ev-turn = { $you ->
        [yes] 輪到你了。
       *[no] 輪到 { $who }。
    }
tx-ev-attack = 巨龍發動攻擊：{ $count ->
        [0] 袋子是空的。
       *[other] 抽出 { $count } 個方塊（{ $cubes }）。
    }
tx-ev-hurt = { $you ->
        [yes] 你
       *[no] { $who }
    }受到 { $count } 點傷害。
tx-score = { $who } { $score }
tx-ev-game-over = 遊戲結束：{ $why ->
        [deck] 地下城牌庫用完了
        [bag] 巨龍盲抽袋空了
        [out] 地下城裡已經沒有人
       *[other] 遊戲已結束
    }。分數：{ $scores }。

## 終端機文字：編號的選項

tx-do-play = 打出「{ $card }」
tx-do-acquire = 獲得「{ $card }」（第 { $slot } 格，{ $cost } 點技能點數）
tx-do-use = 使用「{ $card }」（第 { $slot } 格，{ $cost } 點技能點數）
tx-do-fight = 擊敗「{ $card }」（第 { $slot } 格，{ $cost } 點戰鬥力）
tx-do-reserve = 從儲備牌區獲得「{ $card }」（{ $cost } 點技能點數）
tx-do-goblin = 擊敗「{ $card }」（{ $cost } 點戰鬥力）
tx-do-go = 前往房間 { $room }（{ $boots } 點移動力{ $monsters ->
        [0] {""}
       *[other] 、{ $monsters } 個怪物
    }{ $locks ->
        [0] {""}
       *[other] 、{ $locks } 道鎖
    }）
tx-do-explore = 往{ $side ->
        [north] 北
        [east] 東
        [south] 南
       *[west] 西
    }探索：{ $at ->
        [map] {""}
       *[cell] 在 { $x } { $y } 的
    }新板塊（{ $boots } 點移動力{ $monsters ->
        [0] {""}
       *[other] 、{ $monsters } 個怪物
    }{ $locks ->
        [0] {""}
       *[other] 、{ $locks } 道鎖
    }）
tx-do-portal-in = 進入傳送門（至少 { $boots } 點移動力）
tx-do-artifact = 拿取價值 { $value } 的寶藏
tx-do-mark = 記錄這個路標（獲得 { $gold } 金幣）
tx-do-pick = 花 1 個開鎖標記打開{ $feature ->
        [chest] 寶箱
        [library] 古籍
       *[prison] 牢房
    }
tx-do-buy = 購買「{ $item }」（{ $price } 金幣）
tx-do-coupon = 用折價券購買「{ $item }」（{ $price } 金幣）
tx-do-potion = 使用「{ $token }」
tx-do-end = 結束回合
tx-do-place = { $turns ->
        [0] 照原樣放下
        [1] 順時針轉四分之一圈後放下
        [2] 轉半圈後放下
       *[other] 逆時針轉四分之一圈後放下
    }
tx-do-portal-out = 從房間 { $room } 出來
tx-do-option = { $name ->
        [clank] −2 咔嚓!
        [gold] 獲得 { $gold } 金幣
        [caves] 本回合水晶洞穴不會讓你累倒
        [lockpick] 拿取 1 個開鎖標記
        [draw] 花 1 個開鎖標記抽 2 張牌
        [heal] 治療 1 點傷害
        [boots] 獲得 1 點移動力
        [trash] { $power ->
            [thieves-shrine] 摒除至多 2 張扒竊
           *[other] 摒除 1 張牌
        }
       *[other] { $name }
    }
tx-do-trash = 從你的{ $zone ->
        [play] 出牌區
       *[discard] 棄牌堆
    }摒除「{ $card }」
tx-do-discard = 棄置「{ $card }」{ $ghost ->
        [yes] ：不受傷害，抽 1 張牌
       *[no] {""}
    }
tx-do-teleport = 傳送到房間 { $room }
tx-do-teleport-edge = 從{ $side ->
        [north] 北
        [east] 東
        [south] 南
       *[west] 西
    }邊傳送出去：探索{ $at ->
        [map] {""}
       *[cell] 位於 { $x } { $y } 的
    }新板塊並進入
tx-do-slot = { $power ->
        [grand-theft] 花 1 個開鎖標記取得「{ $card }」（第 { $slot } 格）
       *[other] 替換「{ $card }」（第 { $slot } 格）
    }
tx-do-rotate = 把你的板塊{ $turns ->
        [2] 轉半圈
        [3] 逆時針轉四分之一圈
       *[other] 順時針轉四分之一圈
    }
tx-do-lay = 把新板塊放在{ $at ->
        [map] 這裡
       *[cell] {" "}{ $x } { $y }
    }，{ $turns ->
        [0] 照原樣
        [1] 順時針轉四分之一圈
        [2] 轉半圈
       *[other] 逆時針轉四分之一圈
    }
tx-do-free = 免費拿取「{ $item }」
tx-do-mark-at = 記錄房間 { $room } 的路標
tx-do-skip = 什麼都不做

## 終端機文字：輸入的指令

tx-typed-help = 你也可以輸入{ $commands }。
tx-place-help = 輸入清單上的數字，或一個指令：「play 2」「play all」「acquire 3」「use 3」「fight 3」「reserve explore」「goblin」「go 12」「explore north」「go portal」「exit 2」「artifact」「mark」「open chest」「buy backpack」「coupon crown」「drink potion of healing」「end」；被問到時：「place 1」「portal 12」「choose gold」「trash burgle discard」「discard 2」「teleport 12」「slot 3」「rotate 1」「lay 1 -1 2」「free backpack」「mark 12」「skip」。
tx-refuse-not-now = 現在不能這樣做。{ $prompt }
tx-refuse-wait = 現在還沒輪到你選擇。
tx-refuse-card-how = 請用手牌的編號指定一張牌，例如「{ $example }」。
tx-refuse-no-card = 你沒有第 { $number } 張牌：你的手牌有 { $count } 張。
tx-refuse-twice = 第 { $number } 張牌指定了兩次。
tx-refuse-number-how = 在「{ $what }」後面寫一個數字，例如「{ $example }」。
tx-refuse-no-slot = 沒有第 { $slot } 格：地下城牌供應區只有 { $count } 格。
tx-refuse-slot-empty = 地下城牌供應區第 { $slot } 格是空的。
tx-refuse-slot-kind = 第 { $slot } 格是「{ $card }」：請輸入「{ $example }」。
tx-refuse-afford = 「{ $card }」需要 { $banner ->
        [red] { $cost } 點戰鬥力
       *[other] { $cost } 點技能點數
    }；你只有 { $have }。
tx-refuse-cannot = 你現在不能拿「{ $card }」。
tx-refuse-name = 「{ $word }」不在這些之中：{ $choices }。
tx-refuse-no-choice = 這不是現在的選項；請輸入{ $choices }。
tx-refuse-open-what = 請說要打開什麼：「open chest」「open library」或「open prison」。
tx-refuse-hand-first = 先把剩下的手牌打完（{ $count } 張）：輸入「play all」。
tx-refuse-room-how = 請說去哪裡，例如「{ $example }」。
tx-refuse-no-exit = 你的房間沒有第 { $number } 個出口：只有 { $count } 個。
tx-refuse-no-portal-here = 你的房間沒有傳送門。
tx-refuse-no-side = 你的房間沒有往{ $side ->
        [north] 北
        [east] 東
        [south] 南
       *[west] 西
    }的未探索隧道。
tx-refuse-no-tunnel = 沒有隧道從你的房間通往房間 { $room }。
tx-refuse-which-exit = 有不只一條隧道通往那裡：請輸入{ $choices }。
tx-refuse-exhausted = 你累倒了（水晶洞穴）：本回合不能再使用移動力。
tx-refuse-one-way = 那是單向隧道，不能從這裡走。
tx-refuse-boots = 那條路需要 { $need } 點移動力；你只有 { $have }。
tx-refuse-locks = 那條路需要 { $need } 個開鎖標記；你只有 { $have }。
tx-refuse-crypt = 只有帶著寶藏的玩家才能回到陵寢。
tx-refuse-no-tiles = 沒有板塊可以探索了。
tx-refuse-hurt = 那條路上的怪物造成的傷害，超過你現在能承受的。
tx-refuse-lay-how = 請說位置與方向：x、y 與轉幾個四分之一圈，例如「{ $example }」。

## 通用畫面（generic.js）：在本遊戲有專屬畫面之前的提示與動作名稱（房間、出口與地城列的位置從 0 起算，與畫面上的資料一致）

prompt-turn = 輪到你：打出手牌中的每一張牌，運用它們帶來的資源、移動，然後結束回合。
prompt-place = 放置前，先轉動你發現的板塊。
prompt-portal_out = 選擇你要從哪個傳送門出來。
prompt-choose = { $card }：請選擇。
action-end = 結束回合
action-goblin = 攻擊哥布林
action-artifact = 拿取寶藏
action-mark = 在路標放上標記
action-skip = 略過
action-play = 打出「{ $card }」
action-acquire = 獲得地城列第 { $slot } 格的牌
action-use = 使用地城列第 { $slot } 格的裝置
action-fight = 擊敗地城列第 { $slot } 格的怪物
action-reserve = 從儲備區獲得「{ $card }」
action-move = 走出口 { $exit }
action-portal = 從房間 { $room } 出來
action-place = { $turns ->
        [0] 照原樣放置
        [1] 順時針轉四分之一後放置
        [2] 轉半圈後放置
       *[other] 逆時針轉四分之一後放置
    }
action-pick = 打開{ $feature ->
        [chest] 寶箱
        [library] 古籍
       *[prison] 牢房
    }
action-buy = 購買「{ $item }」
action-coupon = 用折價券購買「{ $item }」
action-potion = 使用「{ $token }」
action-option = { $name ->
        [clank] −2 咔嚓!
        [gold] 拿取金幣
        [caves] 本回合水晶洞穴不會讓你停下
        [lockpick] 拿取 1 個開鎖標記
        [draw] 花 1 個開鎖標記抽 2 張牌
        [heal] 回復 1 點傷害
        [boots] 獲得 1 點移動力
       *[trash] 移除一張牌
    }
action-trash = 移除「{ $card }」（來自{ $zone ->
        [discard] 棄牌堆
       *[play] 出牌區
    }）
action-discard = 棄掉「{ $card }」
action-teleport = 傳送到房間 { $room }
action-teleport_edge = 從出口 { $exit } 的開放邊緣傳送出去，探索新板塊
action-slot = 地城列第 { $slot } 格
action-rotate = { $turns ->
        [1] 把你的板塊順時針轉四分之一
        [2] 把你的板塊轉半圈
       *[other] 把你的板塊逆時針轉四分之一
    }
action-lay = 在空邊 { $edge } 放置新板塊，轉 { $turns } 個四分之一
action-free = 免費拿取「{ $item }」
action-mark_at = 在房間 { $room } 的路標放上標記
item-backpack = { token-backpack }
item-blood_amulet = { token-blood_amulet }
item-burglars_kit = { token-burglars_kit }
item-crown = { token-crown }
item-invisibility_cloak = { token-invisibility_cloak }

## 瀏覽器畫面（web/clank.js）。$player 是玩家名稱（由畫面標記）；房間從 1 開始編號，與終端機相同。
ui-status-yours = 輪到你了
ui-status-sent = 已送出…
ui-status-over = 遊戲結束。
ui-waiting = 等待 { $player }…
ui-round = 第 { $round } 輪
ui-piles = { term-dungeon-deck }：{ $deck } · 剩餘板塊：{ $tiles }
ui-map = 地下城
ui-map-note = { $tiles } 片板塊，{ $rooms } 個房間
ui-centre = 整個地下城
ui-tile = { $back ->
    [start] 起始板塊
    [safe] 板塊
   *[depths] 深淵板塊
    }{ $haunted ->
    [yes] （鬧鬼）
   *[no] {""}
    }{ $count ->
        [0] {""}
        [one] ：房間 { $first }
       *[other] ：房間 { $first }–{ $last }
    }
ui-room = 房間 { $number }：{ $names }{ $depths ->
    [yes] （深淵）
   *[no] {""}
    }{ $artifact ->
    [none] {""}
   *[other] ，有價值 { $artifact } 的寶藏
    }
ui-room-choose = 房間 { $room }：有不只一條通道通往那裡
ui-which-tunnel = 走哪一條通道到房間 { $room }？
ui-cancel = 取消
ui-close = 關閉
ui-play-all = 全部打出（{ $count }）
ui-end-turn = 結束回合
ui-hand-first = 請先打完手牌。
ui-hint-move = 點一個發亮的房間或「?」移動過去；下方的標籤是移動的代價。
ui-hint-play = 點手牌中的一張牌把它打出。
ui-place-hint = { $count ->
    [one] 只有一種方向可行：放下它。
   *[other] 有 { $count } 種方向可行：先轉動，再放下。
    }
ui-rotate = 轉動板塊
ui-lay-tile = 放下板塊
ui-hand = 你的手牌
ui-hand-count = { $count } 張牌 · 牌庫 { $deck } · 棄牌堆 { $discard }
ui-played = 你的出牌區
ui-none = 無
ui-card-info = { $card } 的效果
ui-cost-skill = 花費 { $count } { term-skill }
ui-cost-swords = 花費 { $count } { term-swords }
ui-hook-acquire = 獲得時：
ui-hook-arrive = 進場時：
ui-hook-defeat = 擊敗時：
ui-hook-use = 使用時：
ui-hook-ghost = 對抗鬼魂時：
ui-pool-skill = 本回合 { $count } { term-skill }
ui-pool-swords = 本回合 { $count } { term-swords }
ui-pool-boots = 本回合 { $count } { term-boots }
ui-gold = { $count } { term-gold }
ui-lockpicks = { $count } 個{ term-lockpick }
ui-supply = 供應區有 { $count } 個方塊
ui-cards = 牌：牌庫 { $deck } 張，手牌 { $hand } 張，棄牌 { $discard } 張
ui-slot-empty = 第 { $slot } 格是空的
ui-left = 剩 { $count }
ui-deck-left = 牌庫還剩 { $count } 張
ui-market-price = 每件 { $price } { term-gold }，需在市場房間
ui-buy = 購買（{ $price } { term-gold }）
ui-coupon = 用折價券（{ $price } { term-gold }）
ui-clank-board = 咔嚓!圖板
ui-clank-area = 咔嚓!區
ui-attack-draws = { $danger ->
    [0] 巨龍攻擊現在會抽出 { $count } 個方塊。
   *[other] 巨龍攻擊現在會抽出 { $count } 個方塊（含 { $danger } 張危險牌）。
    }
ui-cubes-of = { $player }：{ $count }
ui-cube-dragon = 巨龍的方塊
ui-bag-count = { $count } 個方塊
ui-bag-empty = 盲抽袋是空的。
ui-bank = 尚未出現的{ term-artifact }：{ $artifacts } · 神殿中的{ term-monkey-idol }：{ $idols } · 銀行中的{ term-ghost }：{ $ghosts }
ui-attack-title = 巨龍攻擊：抽出 { $count } 個方塊
ui-attack-hurt = { $player } 受到 { $count } 點傷害
ui-attack-nobody = 沒有人受傷。
ui-bag-label = 巨龍盲抽袋：{ $count ->
    [0] 空的
   *[other] { $count } 個方塊（{ $parts }）
    }
ui-bag-black = { $count } 個巨龍的黑色方塊
ui-bag-ghosts = { $count } 個鬼魂方塊
ui-bag-seat = { $player }：{ $count }

## 畫面：事件紀錄（房間用地圖上的編號，板塊用背面與位置）

ui-ev-tile = { $you ->
        [yes] 你
       *[no] { $who }
    }{ $side ->
        [north] 在房間 { $from } 的北邊
        [east] 在房間 { $from } 的東邊
        [south] 在房間 { $from } 的南邊
        [west] 在房間 { $from } 的西邊
       *[none] {""}
    }發現一塊{ $haunted ->
        [yes] 鬧鬼的
       *[no] {""}
    }{ $back ->
        [safe] 安全區域板塊
       *[other] 深淵板塊
    }{ $count ->
        [0] 。
        [1] （房間 { $first }）。
       *[other] （房間 { $first }–{ $last }）。
    }
ui-ev-rotated = { $count ->
        [0] 一塊板塊
        [1] 房間 { $first } 所在的板塊
       *[other] 房間 { $first }–{ $last } 所在的板塊
    }{ $turns ->
        [2] 轉了半圈
        [3] 逆時針轉了四分之一圈
       *[other] 順時針轉了四分之一圈
    }。
ui-ev-moved = { $you ->
        [yes] 你
       *[no] { $who }
    }{ $portal ->
        [yes] 穿過傳送門，來到房間 { $room }
       *[no] 來到房間 { $room }
    }{ $named ->
        [yes] （{ $names }）。
       *[no] 。
    }
ui-ev-teleport = { $you ->
        [yes] 你
       *[no] { $who }
    }傳送到房間 { $room }{ $named ->
        [yes] （{ $names }）。
       *[no] 。
    }
ui-seats = 冒險者
ui-in-room = 在房間 { $room }{ $depths ->
    [yes] （深淵）
   *[no] {""}
    }
ui-knocked-out = 已昏迷
ui-lost = 昏迷時沒有寶藏或身在深淵：不得分。
ui-health = 傷害 { $damage } / { $health }
ui-freed = 已救出 { $count } 名{ term-prisoner }
ui-score-now = 目前 { $count } 分
ui-tag-turn = 回合中
ui-tag-deciding = 選擇中
ui-end-title = 最終分數
ui-end-winners = { $players } 獲勝！
ui-end-nobody = 沒有人獲勝。
ui-winner = 勝者
ui-col-player = 玩家
ui-col-artifacts = 寶藏
ui-col-gold = 金幣
ui-col-tokens = 標記
ui-col-cards = 卡牌
ui-col-idols = 猴像
ui-col-crowns = 王冠
ui-col-mastery = 高手
ui-col-total = 總分
ui-play-again = 再玩一局
ui-log-title = 發生了什麼
ui-log-empty = 尚無事件。
ui-keys-title = 快捷鍵
ui-key-play = 1–9：打出手牌中的那張牌
ui-key-all = A：打出全部手牌
ui-key-end = E：結束回合
ui-key-place = R：轉動新板塊，Enter：放下
ui-key-zoom = + / −：縮放，0：整個地下城，方向鍵：移動地圖
ui-key-close = Esc：關閉
ui-tap-hint = 點卡牌上的「i」或標記名稱，查看完整說明。

## 遊戲說明（help.js 的說明頁）："## " 開頭是標題，"- " 開頭是項目，空行結束一個段落；
## [[NAME]] 顯示圖示 web/icons/NAME.svg，它的文字（替代文字）是下方的 icon-NAME。
## 說明文字的任何一行都不能以 "["、"*" 或 "." 開頭。每個段落寫在同一行，中文之間才不會多出空格。

help-title = 如何遊玩噤聲尋寶記：地下墓穴
help-body =
    ## 目標
    你們是一群潛入骸骨巨龍墓穴的盜賊。一路上逐步強化手中小小的牌庫，在地下城裡找到一個[[artifact]]寶藏，再把它帶回出發時的[[crypt]]陵寢。遊戲結束時分數最高的玩家獲勝；但沒有寶藏的玩家完全不能計分。

    ## 遊戲設置
    - 起始板塊放在中央，哪一面朝上都可以。板塊上有陵寢（位於地下城之外，所有玩家標記都從這裡出發），以及放著 3 個黃金猴像的[[monkey-shrine]]猴子神殿。地下城會從這裡一塊方形板塊接一塊地向外擴張。
    - 板塊疊：洗勻的 22 塊邁入深淵板塊，上面疊著從 6 塊安全區域板塊中不看內容隨機留下的 4 塊。
    - 公共供應區：金幣、開鎖標記、5 個鬼魂方塊、裝有 24 個黑色巨龍方塊的巨龍盲抽袋、按分數疊放的 7 個寶藏（5 分在最上面，20 分在最下面）、各自面朝下洗勻的重大秘密、小秘密與囚犯標記，以及市場版圖。
    - 地下城牌供應區：從地下城牌庫翻開 6 張牌，其中不能有帶巨龍攻擊圖示的牌。旁邊是儲備牌區：傭兵、勘探、秘密筆記各一疊，以及哥布林。
    - 每位玩家拿取一種顏色的 30 個玩家方塊、3 個開鎖標記和 10 張起始牌（6 張扒竊、2 張絆倒、1 張側步、1 張爬行），洗勻後抽 5 張。起始玩家把 3 個方塊放到咔嚓! 版圖標題位置，第二位放 2 個，第三位放 1 個，第四位不放。

    ## 你的回合
    你必須打出手上全部 5 張牌，順序由你決定。在出牌之前、之間與之後，只要付得起，就能以任意順序執行任意次數的行動。卡牌提供的資源在整個回合內累積，一張牌提供的資源也可以分給好幾個行動使用：
    - [[skill]]技能點數：獲得卡牌、使用設施。
    - [[swords]]戰鬥力：擊敗怪物，也能抵擋隧道中的怪物。
    - [[boots]]移動力：穿過隧道。
    - [[gold]]金幣：放進你的個人供應區；可以在市場花用，遊戲結束時每個金幣值 1 分。
    - [[clank]]咔嚓!：每 +1 就把個人供應區的 1 個方塊放到咔嚓! 版圖標題位置，等著巨龍來找。每 −1 就拿回 1 個自己的方塊；暫時用不上的負值，會抵銷同一回合稍後產生的咔嚓!。
    - [[draw]]抽牌：從你自己的牌庫頂抽取；牌庫空了，就把棄牌堆（不含出牌區的牌）洗成新的牌庫。
    沒用完的技能點數、戰鬥力和移動力，回合一結束就作廢。若卡牌效果取決於本回合的其他情況（出牌區的其他卡牌、你所在的房間），不論那件事發生在打出這張牌之前或之後都算數。

    ## 移動
    - 沿著隧道從一個房間走到下一個房間，需要 1 點[[boots]]移動力。
    - [[footprints]]腳印圖示：這條隧道需要 2 點移動力。
    - [[monster]]怪物圖示：每個圖示造成 1 點[[damage]]傷害，每花 1 點戰鬥力就少受 1 點。個人供應區已經沒有方塊，或這些傷害會填滿你的生命記錄條時，你不能主動承受這種傷害。
    - [[lock]]上鎖圖示：從個人供應區花費 1 個[[lockpick]]開鎖標記蓋在圖示上；之後這條隧道對所有人都是打開的。一條隧道上有兩個上鎖圖示時，要花 2 個開鎖標記。
    - [[one-way]]畫成箭頭的隧道是單向隧道，只能順著箭頭方向穿過。
    - [[portal]]傳送門：走進通往傳送門的隧道，就能從地下城中任何另一個傳送門出來（由你選擇），再沿著那邊的隧道繼續走。整趟移動只需 1 點移動力，但兩條隧道上的圖示都照常生效。
    - [[teleport]]傳送：卡牌讓你不花移動力就移到另一個房間。「相鄰」的房間，是與你所在房間只隔一條隧道（或一趟傳送門）的房間；傳送時無視該隧道上的圖示與箭頭。

    ## 探索新板塊
    通往地下城邊緣、另一邊還沒有板塊的隧道，會帶你前往未知之地。沿著它移動（或傳送）時，翻開板塊疊最上面的板塊，放在你正要離開的板塊旁邊，相接的邊必須完全重合（放在起始板塊的長邊時，對齊它的上半部分或下半部分），方向任你旋轉。新板塊會接上你走的隧道，也可能帶來新的圖示；要把它轉到你付得起的方向，你也可以先獲得卡牌、使用設施或擊敗怪物來湊齊所需資源。最先探索的 4 塊是安全區域，之後的板塊都屬於深淵。板塊疊用完後，就不能再探索了。

    ## 房間
    - [[artifact]]寶藏房間：放置這塊板塊時，把寶藏疊最上面的寶藏放進去；房間標有 + 或 ++ 時，改放從頂端數來第二或第三個（不夠時放剩下最有價值的那個）。站在這裡時，你可以在自己回合的任何時刻拿取它，但身上已有寶藏時不行；拿了就不能丟掉。每拿取一個寶藏，巨龍指示物就在怒氣記錄條上前進一格。
    - [[crystal-cave]]水晶洞穴：一進入就累得走不動，本回合不能再使用移動力，離開了也一樣。傳送仍然可以使用。
    - [[haunted]]鬧鬼板塊：放置時，把 1 個[[ghost]]鬼魂方塊從公共供應區放到咔嚓! 版圖標題位置。
    - [[chest]]寶箱、[[library]]古籍、[[prison]]牢房：在這裡花 1 個開鎖標記解鎖，每處整局只能解鎖一次。寶箱給你 1 個隨機的[[major-secret]]重大秘密；古籍讓你免費從儲備牌區拿 1 張秘密筆記放入棄牌堆；牢房解救 2 名隨機的[[prisoner]]囚犯（只剩 1 名時就救那一名）。對應的標記或卡牌用完後就不能再解鎖。
    - [[market]]市場房間：每個商品標記 7 金幣，付得起就能一直買：背包（可以多帶一個寶藏）、護身符、盜賊工具包、皇冠（總是拿剩下最有價值的）。
    - [[wayshrine]]路標：從個人供應區放 1 個方塊記錄路標，然後拿取與你至今記錄過的路標數（包括這一個）相同的金幣。每個路標你只能記錄一次。
    - 進入房間的獎勵，每個房間每回合一次：[[minor-secret]]隨機 1 個小秘密、[[gold]]房間標示數量的金幣、[[heal]]治療 1 點傷害、[[monkey-idol]]從猴子神殿拿 1 個黃金猴像（5 分，不算寶藏）。
    - [[crypt]]陵寢：只有帶著寶藏才能回到這裡，這就是逃出地下城的方法。
    秘密與囚犯拿到時翻開。每個標記（包括市場商品）都寫著它的效果與分數。

    ## 地下城牌供應區與儲備牌區
    - 藍色名稱底色：用技能點數獲得這張牌（花費標在右下角），放進你的棄牌堆。
    - 紫色名稱底色是設施：支付技能點數，執行上面的效果，然後放進地下城牌棄牌堆。
    - 紅色名稱底色是怪物：花費戰鬥力擊敗它並拿取擊敗獎勵，然後放進地下城牌棄牌堆。
    - 黃色名稱底色是儲備牌區的牌：用技能點數獲得，直到該疊用完為止。哥布林永遠不會離開，任何人都能一再擊敗它。
    這樣空出來的位置要到回合結束時才補充。卡牌上的用語：獲得效果在你獲得這張牌時執行一次；進場效果在牌翻入供應區時執行；[[danger]]危險牌只要還在供應區，每次巨龍攻擊就多抽 1 個方塊；棄置只能選手上還沒打出的牌，被棄置的牌沒有任何效果；[[trash]]摒除會把卡牌移出遊戲。

    ## 回合結束
    把出牌區的牌全部放進棄牌堆，再抽 5 張新手牌。接著從地下城牌庫一張一張補滿供應區的空位。只要新翻開的牌中有[[dragon]]巨龍攻擊圖示，巨龍就發動攻擊，不論有幾張都只攻擊一次。

    ## 巨龍攻擊
    咔嚓! 版圖標題位置上的方塊全部倒進巨龍盲抽袋，再從袋中摸出方塊：數量是巨龍指示物在怒氣記錄條上那一格的數字，供應區裡每有一張危險牌再加 1 個。黑色方塊放到公共供應區；玩家顏色的方塊對該玩家造成 1 點[[damage]]傷害；[[ghost]]鬼魂方塊對所有仍在地下城中的玩家各造成 1 點傷害，攻擊後放回咔嚓! 版圖標題位置。沒被抽到的方塊留在袋中：你發出的咔嚓! 越多，巨龍就越可能找上你。每拿走一個寶藏，以及翻出龍蛋（小秘密）或冒險家（囚犯）時，怒氣都會上升。

    ## 生命值與被擊倒
    傷害會用你顏色的方塊填進生命記錄條；治療時拿回 1 個方塊放回個人供應區。生命記錄條一填滿，你就立刻被擊倒。如果此時你身上沒有寶藏，或你身處深淵（邁入深淵板塊，或起始板塊的上半部分），你的總分就是 0。

    ## 逃出地下城
    帶著寶藏走進陵寢就成功逃出。你仍要在那裡完成這個回合（但不能再走出去），補充供應區之前把你的玩家標記移出版圖，並得到一個[[mastery]]高手標記（20 分）。
    已經逃出或被擊倒的玩家不再進行一般回合。輪到他們時，改為把咔嚓! 版圖標題位置的所有方塊放進盲抽袋，再抽出 4 個方塊（二人遊戲為 6 個），無視怒氣記錄條與危險牌，像巨龍攻擊一樣對仍在地下城中的玩家造成傷害。

    ## 遊戲結束與計分
    所有玩家都已逃出或被擊倒時，遊戲結束。如果地下城牌供應區無法補滿，或某次攻擊後盲抽袋空了，遊戲立即結束，仍在地下城中的玩家全部被擊倒。每位持有寶藏、且不是在深淵中被擊倒的玩家，加總以下[[points]]分數：寶藏、每個金幣 1 分、各種標記（高手標記、黃金猴像、市場商品、秘密、囚犯），以及整個牌庫中卡牌右上角的分數。總分最高者獲勝；平手時，比較誰的寶藏更值錢。

    ## 五至六人：墓穴派對！
    有了 CLANK! Adventuring Party 擴充，五、六個人也能一起玩。擴充裡 10、15、20、25 分的四個寶藏照分數插進寶藏疊（同分時擴充的在上）；擴充的商品標記（萬能鑰匙除外）、小秘密、卡牌與擴充版圖（延長怒氣記錄條，並記錄第五、第六位玩家的生命值）也加入遊戲。帶 + 或 ++ 的寶藏房間改為放入最上面的寶藏，每個加號再多放一個；從這種房間拿取時必須拿最有價值的那個，而且背包也不能讓你從同一房間拿第二個寶藏。每個路標只有 4 個空格，放滿時第五、第六位玩家就無法記錄。

    ## 在這裡遊玩
    - 真正的板塊內容沒有公開：地下城使用依規則書數量設計的替代板塊。
    - 規則書也沒有印出怒氣記錄條與生命記錄條的數值：這裡沿用 CLANK! 基本版的（2、2、3、3、4、4、5，人數越少，巨龍指示物的起點越高；可承受 10 點傷害）。
    - 牌桌選項：逃出的玩家是完成回合還是立即結束回合；五至六人時，背包的規則，以及是否加入擴充的市場商品。

icon-boots = 移動力
icon-swords = 戰鬥力
icon-skill = 技能點數
icon-gold = 金幣
icon-clank = 咔嚓!
icon-damage = 傷害
icon-heal = 治療
icon-lockpick = 開鎖標記
icon-footprints = 腳印圖示
icon-monster = 怪物圖示
icon-lock = 上鎖圖示
icon-one-way = 單向隧道
icon-portal = 傳送門
icon-crystal-cave = 水晶洞穴
icon-wayshrine = 路標
icon-market = 市場
icon-artifact = 寶藏
icon-major-secret = 重大秘密
icon-minor-secret = 小秘密
icon-monkey-idol = 黃金猴像
icon-mastery = 高手標記
icon-dragon = 巨龍攻擊
icon-danger = 危險
icon-teleport = 傳送
icon-trash = 摒除
icon-ghost = 鬼魂方塊
icon-haunted = 鬧鬼板塊
icon-prisoner = 囚犯
icon-chest = 寶箱
icon-library = 古籍
icon-prison = 牢房
icon-crypt = 陵寢
icon-monkey-shrine = 猴子神殿
icon-draw = 抽牌
icon-points = 分數
ui-lay-here = 把新板塊放在這裡
ui-lay-hint = { $count ->
    [1] 新板塊是板塊堆最上面的一塊，背面朝上：先轉動，再放下。
   *[other] 新板塊是板塊堆最上面的一塊，背面朝上：點選你板塊旁 { $count } 個空位之一，先轉動，再放下。
    }

## the table's options (the lobby's create form)
option-start_side = 起始板塊
option-start_side-help = 起始板塊兩面都有圖案；地下城從選定的那一面開始擴張。
option-start_side-a = A 面
option-start_side-b = B 面
option-escape = 逃出地下城
option-escape-help = 兩本規則書對逃進陵寢的玩家的回合說法不同。
option-escape-finish = 回合繼續（打完手牌、購買、戰鬥），但不離開陵寢（中文規則書）
option-escape-end_turn = 回合立刻結束（烏克蘭文規則書）
option-party_backpack = 五、六人時的背包
option-party_backpack-help = 使用墓穴派對擴充時，兩本規則書對背包還能做什麼說法不同。
option-party_backpack-same_room = 可拿第二個寶藏，但不能來自同一房間（中文規則書）
option-party_backpack-no_second = 完全不能拿第二個寶藏（烏克蘭文規則書）
option-party_market = 五、六人時的市場
option-party_market-help = 墓穴派對擴充的商品標記（萬能鑰匙除外）：烏克蘭文規則書把它們加入，中文規則書說可以加入。
option-party_market-add = 加入市場
option-party_market-leave_out = 不加入
