# 噤聲尋寶記：地下墓穴：玩家讀到的一切（繁體中文）。
#
# 每種語言一個訊息檔，放在遊戲資料旁（core/i18n.py）。慣例：
#   term-ID    遊戲用語，依規則書的用詞
#   room-ID    tiles.py 的房間功能（FEATURES），另有 room-plain 表示沒有功能的房間；
#              .text 說明房間的作用
#   card-ID    data/cards.toml 的卡牌；.text 是我們自己的話寫的效果（卡牌文字有一部分不明時會註明）
#   token-ID   data/tokens.toml 的市場商品、囚犯、重大秘密與小秘密；.text 是效果與分數
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
