# Clank! Catacombs: what players read, in English.
#
# One catalogue per language beside the game's data (core/i18n.py). Conventions:
#   term-ID    a game term, as the rulebooks use it
#   room-ID    a room feature of tiles.py (FEATURES), and room-plain for a room without one;
#              .text says what the room does
#   card-ID    a card kind of data/cards.toml; .text is its rule in our own words (where part
#              of a card's text is not known, the text says so)
#   token-ID   a market item, prisoner, major or minor secret of data/tokens.toml; .text gives
#              its effect and points in our own words
# English names are those of the community card table and the English rulebook transcription
# (shared/reference/clank). In the zh-Hant and uk catalogues a name the published edition of
# that language does not print is our own translation and is marked "# unofficial" on the
# line above its message.

game-name = Clank! Catacombs

## Terms

term-skill = Skill
term-swords = Swords
term-boots = Boots
term-gold = Gold
term-clank = Clank!
term-lockpick = Lockpick
term-artifact = Artifact
term-major-secret = Major secret
term-minor-secret = Minor secret
term-prisoner = Prisoner
term-monkey-idol = Monkey Idol
term-mastery-token = Mastery token
term-dragon-bag = Dragon bag
term-rage-track = Rage Track
term-ghost = Ghost cube
term-dungeon-row = Dungeon Row
term-dungeon-deck = Dungeon Deck
term-reserve = Reserve
term-market = Market
term-depths = Depths
term-crypt = Crypt
term-health = Health
term-damage = Damage
term-teleport = Teleport
term-trash = Trash
term-arrive = Arrive
term-acquire = Acquire
term-danger = Danger
term-defeat = Defeat
term-use = Use
term-companion = Companion
term-gem = Gem
term-device = Device
term-monster = Monster
term-item = Item

## Counts

gold-amount = { $count } Gold
points-amount = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

## Rooms

room-artifact = Artifact room
    .text = When its tile is laid, the top Artifact of the stack is put here (a room marked + or ++ takes the Artifact one or two places below the top). Anyone here may take it at any time during their turn, unless they already carry one.
room-crystal_cave = Crystal Cave
    .text = Entering it exhausts you: you can spend no more Boots this turn, even after you leave. Teleporting still works.
room-market = Market
    .text = While you are here you may buy any Market item for 7 Gold, as often as you can pay.
room-wayshrine = Wayshrine
    .text = While here, mark it with a cube from your supply (each player once per Wayshrine) and gain 1 Gold for every Wayshrine you have marked so far, this one included.
room-chest = Chest
    .text = Spend a Lockpick here to open the chest and take a random major secret. A chest opens only once.
room-library = Library
    .text = Spend a Lockpick here to open the library and put a Secret Tome from the Reserve into your discard pile, free. A library opens only once.
room-prison = Prison
    .text = Spend a Lockpick here to open the prison and free 2 random prisoners. A prison opens only once.
room-minor_secret = Minor secret
    .text = When you enter, take a random minor secret from the Bank and reveal it (once per turn).
room-gold = Gold
    .text = When you enter, take the Gold shown in the room from the Bank (once per turn).
room-heal = Healing
    .text = When you enter, heal 1 damage (once per turn).
room-monkey_shrine = Monkey Shrine
    .text = When you enter, take one of the Monkey Idols kept here (once per turn). Each is worth 5 points and is not an Artifact.
room-crypt = Crypt
    .text = Where everyone starts, outside the dungeon. Come back carrying an Artifact to escape and take a Mastery token (20 points); without an Artifact you may not enter.
room-plain = Room
    .text = A room with nothing special in it.

## Cards: starting deck

card-burgle = Burgle
    .text = Gain 1 Skill.
card-stumble = Stumble
    .text = +1 Clank!
card-sidestep = Sidestep
    .text = Gain 1 Boot.
card-scramble = Scramble
    .text = Gain 1 Skill and 1 Boot.

## Cards: Reserve

card-mercenary = Mercenary
    .text = Gain 1 Skill and 2 Swords.
card-explore = Explore
    .text = Gain 2 Skill and 1 Boot.
card-secret_tome = Secret Tome
    .text = Does nothing when played. Worth 7 points at the end of the game.
card-goblin = Goblin
    .text = Defeat: gain 1 Gold. The Goblin never leaves the Reserve: anyone may fight it again, any number of times a turn.

## Cards: Dungeon Deck

card-empurror = Empurror
    .text = Choose one: −2 Clank!, gain 1 Gold, or Crystal Caves do not exhaust you this turn. If you carry an Artifact, get all three instead.
card-golden_flute = Golden Flute
    .text = Gain 1 Gold and +1 Clank! This turn you may buy one Market item for 5 Gold, even outside a Market room.
card-payoff = Payoff
    .text = Gain 3 Skill, then trash this card.
card-rebel_scribe = Rebel Scribe
    .text = Gain 1 Skill. If another companion is in your play area this turn, draw 1 card.
card-waystone = Waystone
    .text = Gain 1 Boot. In a Wayshrine you may trash this card to teleport to another Wayshrine.
card-flamboyance = Flamboyance
    .text = Draw 1 card. If you make 2 or more Clank! this turn, gain 2 Skill.
card-imp_familiar = Imp Familiar
    .text = Choose one: take 1 Lockpick, or spend 1 Lockpick to draw 2 cards.
card-pillage = Pillage
    .text = Gain 2 Swords and 1 Boot. If you gain 3 or more Gold this turn, draw 1 card.
card-remove_traps = Remove Traps
    .text = Gain 1 Skill and 2 Swords. Replace a card of the Dungeon Row with the top card of the Dungeon Deck (the old card goes to the Dungeon discard pile; the new card's Dragon Attack symbol does not count).
card-shadow_walk = Shadow Walk
    .text = Gain 1 Boot. Trash a Burgle from your play area or discard pile.
card-astral_projection = Astral Projection
    .text = Gain 2 Skill. If you gain 6 or more Skill this turn, mark a Wayshrine of your choice as if you were in it.
card-boots_of_the_ape_lord = Boots of the Ape Lord
    .text = Gain 3 Boots and +3 Clank! If you have a Monkey Idol, Crystal Caves do not exhaust you this turn.
card-bard = Bard
    .text = Gain 2 Skill and +1 Clank! If you make 2 or more Clank! this turn, heal 2 damage.
card-lie_in_wait = Lie in Wait
    .text = Gain 2 Skill and 1 Sword. If you are in a Crystal Cave at any time this turn: −2 Clank!
card-lightstick = Lightstick
    .text = Gain 3 Skill and +1 Clank!
card-rebel_thief = Rebel Thief
    .text = Take 1 Lockpick. If another companion is in your play area this turn, draw 1 card.
card-riot = Riot
    .text = Gain 1 Sword, 1 Boot and +1 Clank! If you have freed 3 or more prisoners this game, you may trash a card from your play area or discard pile.
card-scavenger = Scavenger
    .text = Gain 2 Skill. The rest of this card's text, if any, is not known.
card-smash_and_grab = Smash and Grab
    .text = +2 Clank! Draw 2 cards.
card-sneak_attack = Sneak Attack
    .text = Gain 3 Swords. −2 Clank!
card-sudden_movement = Sudden Movement
    .text = Arrive: every player alone on a square tile turns that tile to a new orientation. When played: gain 1 Skill and 2 Boots.
card-swindle = Swindle
    .text = This card's text is not known; until it is, playing it does nothing.
card-bandit = Bandit
    .text = Gain 1 Skill, 1 Sword and 1 Boot. The rest of this card's text, if any, is not known.
card-charlatan = Charlatan
    .text = You may discard a card from your hand; if you do, draw 2 cards.
card-corrupt_advisor = Corrupt Advisor
    .text = Danger. Gain 2 Skill. Every other player gets +1 Clank! (+2 Clank! each instead if you have a Crown).
card-divining_rod = Divining Rod
    .text = Gain 2 Skill. If you gain 6 or more Skill this turn, heal 1 damage.
card-elven_sword = Elven Sword
    .text = Gain 2 Swords. Draw 1 card.
card-librarian = Librarian
    .text = Gain 2 Skill. −2 Clank! If a Secret Tome is in your play area or discard pile, draw 2 cards.
card-mister_whiskers = Mister Whiskers
    .text = Arrive: return 3 black dragon cubes from the Bank to the dragon bag. When played: gain 1 Skill, 1 Sword and 1 Boot; if you placed one of your cubes in the dungeon this turn (say, by marking a Wayshrine), draw 1 card.
card-rebel_paladin = Rebel Paladin
    .text = Gain 1 Skill and 1 Sword. Draw 1 card if another companion is in your play area this turn, and 1 more if you carry an Artifact.
card-skulker = Skulker
    .text = Gain 2 Boots. This turn, monster icons on tunnels do not hurt you.
card-smoky_quartz = Smoky Quartz
    .text = −2 Clank! Draw 1 card.
card-spectral_rider = Spectral Rider
    .text = Gain 2 Skill and 1 Boot. If you are on a haunted tile, you may teleport to any room of another haunted tile.
card-white_tourmaline = White Tourmaline
    .text = Draw 1 card. When a Ghost would damage you, you may discard this card from your hand to prevent that damage and draw 1 card.
card-brave_hero = Brave Hero
    .text = Gain 2 Skill, 1 Sword and 1 Boot. At the end of the game, worth 5 points if you have freed 3 or more prisoners (otherwise nothing).
card-curator = Curator
    .text = Gain 2 Skill and 1 Boot. Draw 1 card for each Artifact you carry.
card-diversion = Diversion
    .text = Arrive: return 3 black dragon cubes from the Bank to the dragon bag. When played: gain 2 Skill.
card-expert_guide = Expert Guide
    .text = Gain 2 Skill and 2 Boots.
card-rebel_general = Rebel General
    .text = Gain 2 Skill, 1 Sword and 1 Boot. If another companion is in your play area this turn, played before or after this one, draw 1 card.
card-robbery = Robbery
    .text = Gain 2 Swords and 2 Gold. If you are in a Market room, teleport to an adjacent room.
card-rose_quartz = Rose Quartz
    .text = −2 Clank! Draw 1 card.
card-black_tourmaline = Black Tourmaline
    .text = Draw 1 card. When a Ghost would damage you, you may discard this card from your hand to prevent that damage and draw 1 card.
card-crystal_compass = Crystal Compass
    .text = Draw 2 cards. Crystal Caves do not exhaust you this turn.
card-double_cross = Double Cross
    .text = Gain 2 Skill. −2 Clank!
card-expensive_taste = Expensive Taste
    .text = Gain 3 Skill and 2 Gold. At the end of the game, worth 5 points if you have a Crown and a gem card in your deck (otherwise nothing).
card-fiery_quartz = Fiery Quartz
    .text = −2 Clank! Draw 1 card.
card-floating_skull = Floating Skull
    .text = Gain 2 Skill and 1 Sword. If you have a Crown, teleport to an adjacent room.
card-grand_theft = Grand Theft
    .text = Choose one: take 1 Lockpick, or spend 1 Lockpick instead of the Skill to acquire a card or use a device from the Dungeon Row.
card-lute = Lute
    .text = +1 Clank! Draw 2 cards. Gain 1 Gold for each Clank! you make this turn, before or after playing this card (−Clank! does not lower the count).
card-souldrinker = Souldrinker
    .text = Gain 4 Swords. If you defeat a monster from the Dungeon Row this turn, heal 1 damage.
card-thirst_for_adventure = Thirst for Adventure
    .text = Gain 3 Boots. At the end of the game, worth 2 points for each Artifact and 2 for each Monkey Idol you have.
card-blink_spell = Blink Spell
    .text = Gain 3 Skill. Then teleport to an adjacent room, or to the room of another player who is in the Depths.

## Cards: devices

card-wishing_well = Wishing Well
    .text = Danger. Use (no Skill): pay 3 Gold to draw 2 cards.
card-darkened_alcove = Darkened Alcove
    .text = Use: −2 Clank!
card-underground_river = Underground River
    .text = Use: heal 1 damage or gain 1 Boot.
card-locked_trunk = Locked Trunk
    .text = Use: spend 1 Lockpick as well, and take a random major secret.
card-thieves_shrine = Thieves' Shrine
    .text = Arrive: return 3 black dragon cubes from the Bank to the dragon bag. Use: gain 2 Gold, or trash up to 2 Burgles from your play area and discard pile.
card-black_market = Black Market
    .text = Use: choose two different ones of: gain 2 Gold; trash a card from your play area or discard pile; take 1 Lockpick.

## Cards: monsters

card-skeleton = Skeleton
    .text = Defeat: gain 2 Gold and +1 Clank!
card-animated_wall = Animated Wall
    .text = Arrive: every square tile with at least one pawn on it is turned half round. Defeat: gain 1 Boot, and 1 more if you go through a portal this turn.
card-crystal_kobold = Crystal Kobold
    .text = Fight it only while you are in a Crystal Cave or a Wayshrine. Defeat: gain 2 Skill.
card-keymaster = Keymaster
    .text = Defeat: take 1 Lockpick.
card-skeleton_priest = Skeleton Priest
    .text = Arrive: every player gets +1 Clank! Defeat: heal 1 damage and +1 Clank!
card-archoverlord = Archoverlord
    .text = Arrive: every player gets +1 Clank! Defeat: draw 2 cards; every other player gets +1 Clank!
card-marble_guardian = Marble Guardian
    .text = Defeat: lay a new tile next to the tile you are on; then teleport to any room of that tile, or gain 2 Gold.
card-skeletal_ape = Skeletal Ape
    .text = Defeat: gain 3 Gold, 3 Skill and +3 Clank!
card-skeleton_warlock = Skeleton Warlock
    .text = Defeat: put a Secret Tome from the Reserve into your discard pile, and +1 Clank!
card-the_warden = The Warden
    .text = Danger. Deep: fight it only while you are in the Depths. Defeat: free 2 random prisoners.
card-ogre_merchant = Ogre Merchant
    .text = Defeat: gain 5 Gold, or, if you are in a Market room, take one Market item free.

## Tokens: market items

token-backpack = Backpack
    .text = You may carry one more Artifact. Worth 5 points.
token-blood_amulet = Blood Amulet
    .text = Only for sale to a player with 5 or more damage. When bought, heal 2 damage. Worth 7 points.
token-burglars_kit = Burglar's Kit
    .text = When bought, take 2 Lockpicks. Worth 2 points.
token-crown = Crown
    .text = Worth 10, 9 or 8 points: a buyer always gets the most valuable Crown left.

## Tokens: prisoners

token-adventurer = Adventurer
    .text = When freed, the dragon marker moves up 1 space on the Rage Track. Worth 3 points.
token-barbarian = Barbarian
    .text = When freed, gain 2 Swords for this turn. Worth 2 points.
token-cleric = Cleric
    .text = When freed, heal 1 damage. Worth 2 points.
token-discount_coupon = Discount Coupon
    .text = Not a prisoner for any rule or card. Keep it: once, when you buy a Market item, pay 5 Gold less, then put the coupon back in the box.
token-golden_monkey_bot = Golden Monkey Bot
    .text = Counts as a Monkey Idol for every rule, but is worth 3 points instead of 5.
token-haunted_prisoner = Haunted Prisoner
    .text = When freed, move 1 Ghost cube from the Bank to the Clank! area. Worth 3 points.
token-mayor = Mayor
    .text = Worth 5 points if you hold a Mastery token at the end of the game.
token-monk = Monk
    .text = Worth 1 point for each Wayshrine you have marked.
token-peasant = Peasant
    .text = Worth 2 points.
token-primatologist = Primatologist
    .text = Worth 5 points if you have at least one Monkey Idol (the Golden Monkey Bot counts).
token-prince = Prince/Princess
    .text = Worth 5 points if you have a Crown.
token-sorceress = Sorceress
    .text = Worth 5 points if you have at least 2 Secret Tomes in your deck.
token-warrior = Warrior
    .text = Worth 1 point for each prisoner you have freed, this one included (the Discount Coupon does not count).

## Tokens: major secrets

token-catacombs_map = Catacombs Map
    .text = Keep it: for the rest of the game you may walk one-way tunnels against the arrow. Worth 5 points.
token-chalice = Chalice
    .text = Worth 7 points. It is not an Artifact.
token-greater_skill_boost = Greater Skill Boost
    .text = Gain 5 Skill at once, then put the token back in the box.
token-greater_treasure = Greater Treasure
    .text = Counts as 5 Gold: spend it, or keep it for 5 points.
token-potion_of_greater_healing = Potion of Greater Healing
    .text = Keep it; on your turn, drink it to heal 2 damage, then put it back in the box.

## Tokens: minor secrets

token-dragon_egg = Dragon Egg
    .text = The dragon marker moves up 1 space on the Rage Track at once. Worth 3 points.
token-lockpick = Lockpick
    .text = Take 1 Lockpick from the Bank at once, then put the token back in the box.
token-magic_spring = Magic Spring
    .text = At the end of this turn, trash a card from your discard pile or play area.
token-potion_of_healing = Potion of Healing
    .text = Keep it; on your turn, drink it to heal 1 damage, then put it back in the box.
token-potion_of_swiftness = Potion of Swiftness
    .text = Keep it; on your turn, drink it to gain 1 Boot, then put it back in the box.
token-potion_of_strength = Potion of Strength
    .text = Keep it; on your turn, drink it to gain 2 Swords, then put it back in the box.
token-puzzle_box = Puzzle Box
    .text = Keep it until you are in a Wayshrine; there, put it back in the box and take a random major secret.
token-treasure = Treasure
    .text = Counts as 2 Gold: spend it, or keep it for 2 points.
