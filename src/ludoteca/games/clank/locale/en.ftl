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
#   tx-ID      the terminal's lines (text.py): the screen, events, choices, typed commands
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

## The Adventuring Party (5-6 players; data/party.toml): names printed in the rulebooks,
## texts of stand-ins (the real ones are not in the public record)

card-ape_lord_phantasm = Ape Lord Phantasm
    .text = Stand-in (the real card is not known): Defeat: gain 3 Gold.
token-invisibility_cloak = Invisibility Cloak
    .text = While you hold it, monster icons in tunnels do not hurt you. Worth 5 points. (Effect from a fan guide; the count is a stand-in.)
token-potion_of_stealth = Potion of Stealth
    .text = Keep it; on your turn, drink it: −1 Clank! for you and +1 Clank! for each other player, then put it back in the box. (From a fan guide; the count is a stand-in.)

## Terminal text (text.py). $you is "yes" when the line is about the reader, who is spoken
## to; $who is a seat's name. The commands in quotes are typed in English in every language.

tx-you = You
tx-header = { game-name } · round { $round } · { $you ->
        [yes] your turn
       *[no] turn of { $who }
    }
tx-piles = Dungeon Deck: { $deck } · its discard pile: { $discard } · tiles left: { $tiles }
tx-new-tile = { $at ->
        [map] The new tile turned 0, 1, 2 or 3 quarters clockwise, as it would lie at its cell:
       *[card] The tile to lay, turned 0, 1, 2 or 3 quarters clockwise, its rooms numbered as they will be:
    }
tx-turn-refused = ✗ laid this way, the tile would not let you finish your move
tx-key = Key: { $keys }
tx-key-numbers = 3─4 a tunnel between rooms 3 and 4, 3→4 only that way; a number on a wall: the room its tunnel leads to
tx-key-artifact = ✦ { room-artifact } (and its Artifact's value)
tx-key-crystal_cave = ◇ { room-crystal_cave }
tx-key-market = $ { room-market }
tx-key-wayshrine = ⌂ { room-wayshrine }
tx-key-chest = ⊞ { room-chest }
tx-key-library = ≡ { room-library }
tx-key-prison = # { room-prison }
tx-key-minor_secret = § { room-minor_secret }
tx-key-gold = ¤ { room-gold }
tx-key-heal = + { room-heal }
tx-key-monkey_shrine = Ω { room-monkey_shrine } (and the idols left)
tx-key-crypt = ∩ { room-crypt }
tx-key-footprints = ∴ footprints: 2 Boots
tx-key-monster = † monster: 1 damage unless you spend a Sword
tx-key-lock = ⊠ lock: a Lockpick (⊡ open)
tx-key-portal = ◎ portal
tx-key-arrow = ↓↑←→ on a wall: one way
tx-key-unexplored = ? not explored yet (┼ a tile beyond)
tx-key-depths = heavy walls: the Depths (╌ where the start tile enters them)
tx-key-haunted = dashed walls: a haunted tile
tx-area = Clank! area: { $cubes }
tx-area-seat = { $mark } { $who }: { $count }
tx-area-ghosts = { $count ->
        [one] { $count } ghost
       *[other] { $count } ghosts
    }
tx-bag = Dragon bag: { $count ->
        [one] { $count } cube
       *[other] { $count } cubes
    } ({ $parts })
tx-bag-dragon = { $count } black
tx-bag-ghosts = { $count ->
        [one] { $count } ghost
       *[other] { $count } ghosts
    }
tx-bag-seat = { $mark } { $count }
tx-drawn-seat = { $you ->
        [yes] { $count } of yours
       *[no] { $count } of { $who }
    }
tx-rage = Rage Track: { $track } (space { $space } of { $spaces }) · a dragon attack now draws { $draw ->
        [one] { $draw } cube
       *[other] { $draw } cubes
    }{ $danger ->
        [0] {""}
        [one] , { $danger } for Danger
       *[other] , { $danger } for Danger
    }
tx-bank = Bank: { $black } black cubes, { $ghosts } ghosts · prisoners { $prisoners }, major secrets { $majors }, minor secrets { $minors } · Monkey Idols in the shrine: { $idols } · Artifacts still to come: { $artifacts }
tx-cost = { $banner ->
        [red] fight: { $cost ->
            [one] { $cost } Sword
           *[other] { $cost } Swords
        }
        [purple] use: { $cost } Skill
       *[other] { $cost } Skill
    }
tx-card = { $name } ({ $notes })
tx-card-text = — { $text }
tx-card-dragon = Dragon Attack
tx-row-title = { term-dungeon-row }:
tx-row-empty = (empty)
tx-reserve = { term-reserve }: { $cards }
tx-reserve-card = { $name } ({ $cost } Skill, { $left } left)
tx-reserve-goblin = { $name } ({ $cost } Swords, always there)
tx-market = { term-market } ({ $price } Gold an item, in a Market room): { $items }
tx-market-item = { $name } ×{ $left }
tx-market-crown = { $name } worth { $points } ({ $left } left)
tx-seat = { $mark } { $who }: { $parts }
tx-status-in = in room { $room }{ $depths ->
        [yes] , in the Depths
       *[no] {""}
    }
tx-status-out = knocked out in room { $room }{ $depths ->
        [yes] , in the Depths: no points
       *[no] {""}
    }
tx-status-escaped = escaped from the dungeon
tx-seat-damage = damage { $damage }/{ $health }
tx-seat-lockpicks = { $count ->
        [one] { $count } Lockpick
       *[other] { $count } Lockpicks
    }
tx-seat-supply = { $count ->
        [one] { $count } cube in supply
       *[other] { $count } cubes in supply
    }
tx-seat-artifacts = Artifacts: { $values }
tx-seat-tokens = tokens: { $names }
tx-seat-idols = { $count ->
        [one] { $count } Monkey Idol
       *[other] { $count } Monkey Idols
    }
tx-seat-crowns = Crowns: { $values }
tx-seat-shrines = { $count ->
        [one] { $count } Wayshrine marked
       *[other] { $count } Wayshrines marked
    }
tx-seat-cards = cards: { $deck } in the deck, { $hand } in hand, { $discard } discarded
tx-seat-played = played: { $cards }
tx-hand = Your hand:
tx-hand-empty = Your hand is empty.
tx-played = Your play area: { $cards }
tx-pool = This turn: { $skill } Skill · { $swords ->
        [one] { $swords } Sword
       *[other] { $swords } Swords
    } · { $boots ->
        [one] { $boots } Boot
       *[other] { $boots } Boots
    }
tx-pool-credit = { $count } Clank! to cancel
tx-pool-exhausted = exhausted: no more Boots this turn
tx-here = You are in room { $room }{ $plain ->
        [yes] {""}
       *[no] : { $features }
    }{ $depths ->
        [yes] , in the Depths
       *[no] {""}
    }{ $haunted ->
        [yes] , on a haunted tile
       *[no] {""}
    }.
tx-here-artifact = an Artifact worth { $values }
tx-here-marks = Marked by: { $seats }
tx-here-others = Here too: { $seats }
tx-exits-sep = {"; "}
tx-exits = Exits: { $exits }
tx-exit-room = { $number }) room { $room }{ $crypt ->
        [yes] {" "}(the Crypt)
       *[no] {""}
    }: { $blocked ->
        [yes] one way, not from here
       *[no] { $boots ->
            [one] { $boots } Boot
           *[other] { $boots } Boots
        }{ $monsters ->
            [0] {""}
            [one] , { $monsters } monster
           *[other] , { $monsters } monsters
        }{ $locks ->
            [0] {""}
            [one] , { $locks } lock
           *[other] , { $locks } locks
        }
    }
tx-exit-open = { $number }) unexplored, { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } to { $x } { $y }: { $blocked ->
        [yes] one way, not from here
       *[no] { $boots ->
            [one] { $boots } Boot
           *[other] { $boots } Boots
        }{ $monsters ->
            [0] {""}
            [one] , { $monsters } monster
           *[other] , { $monsters } monsters
        }{ $locks ->
            [0] {""}
            [one] , { $locks } lock
           *[other] , { $locks } locks
        }
    }
tx-exit-portal = { $number }) the portal: { $boots ->
        [one] { $boots } Boot
       *[other] { $boots } Boots
    } or more
tx-over = The game is over.
tx-waiting = { $you ->
        [yes] You are to choose.
       *[no] Waiting for { $who }.
    }

## Terminal text: what is asked

tx-ask-turn = Your turn: play your cards, spend their Skill, Swords and Boots; end the turn once your hand is empty.
tx-ask-place = You find a new tile{ $at ->
        [map] {""}
       *[cell] {" "}at { $x } { $y }
    }: choose how to turn it before you lay it.
tx-ask-portal = Which portal do you come out of?
tx-ask-other = Choose.
tx-ask-empurror = { card-empurror }: choose one.
tx-ask-waystone = { card-waystone }: trash it to teleport to another Wayshrine, or skip.
tx-ask-imp-familiar = { card-imp_familiar }: take a Lockpick, or spend one to draw 2 cards.
tx-ask-remove-traps = { card-remove_traps }: choose the card of the Dungeon Row to replace.
tx-ask-shadow-walk = { card-shadow_walk }: choose the Burgle to trash.
tx-ask-astral-projection = { card-astral_projection }: choose the Wayshrine to mark.
tx-ask-riot = { card-riot }: you may trash a card from your play area or discard pile.
tx-ask-charlatan = { card-charlatan }: you may discard a card from your hand to draw 2.
tx-ask-spectral-rider = { card-spectral_rider }: you may teleport to a room of another haunted tile.
tx-ask-teleport-adjacent = You may teleport to an adjacent room, or off an open edge of your tile to discover a new one.
tx-ask-blink-spell = { card-blink_spell }: teleport to an adjacent room (or off an open edge, discovering a tile) or to a player in the Depths, or skip.
tx-ask-grand-theft = { card-grand_theft }: take a Lockpick, or spend one instead of Skill for a card of the Dungeon Row.
tx-ask-sudden-movement = { card-sudden_movement }: you are alone on your tile; turn it to a new orientation.
tx-ask-underground-river = { card-underground_river }: heal 1 damage or gain 1 Boot.
tx-ask-thieves-shrine = { card-thieves_shrine }: { $step ->
        [trash] you may trash { $count ->
            [one] { $count } more Burgle
           *[other] up to { $count } Burgles
        }.
       *[other] gain 2 Gold, or trash up to 2 Burgles.
    }
tx-ask-black-market = { card-black_market }: { $step ->
        [trash] choose the card to trash.
        [second] choose a second, different one.
       *[other] choose the first of two different ones.
    }
tx-ask-marble-guardian = { card-marble_guardian }: { $step ->
        [after] teleport into a room of the new tile, or gain 2 Gold.
       *[other] lay a new tile next to yours (at x y, turned), or gain 2 Gold.
    }
tx-ask-ogre-merchant = { card-ogre_merchant }: gain 5 Gold, or take a Market item free.
tx-ask-tourmaline = A Ghost would hurt you { $count ->
        [one] { $count } time
       *[other] { $count } times
    }: you may discard a Tourmaline from your hand to stop one and draw a card.

## Terminal text: events

tx-ev-played = { $you ->
        [yes] You play
       *[no] { $who } plays
    } { $card }.
tx-ev-acquired = { $you ->
        [yes] You acquire
       *[no] { $who } acquires
    } { $card }{ $reserve ->
        [yes] {" "}from the Reserve
       *[no] {""}
    }.
tx-ev-defeated = { $you ->
        [yes] You defeat
       *[no] { $who } defeats
    } { $card }.
tx-ev-used = { $you ->
        [yes] You use
       *[no] { $who } uses
    } { $card }.
tx-ev-trashed = { $you ->
        [yes] You trash
       *[no] { $who } trashes
    } { $card }.
tx-ev-tile = { $you ->
        [yes] You discover
       *[no] { $who } discovers
    } a { $back ->
        [safe] new tile
       *[other] Depths tile
    }{ $haunted ->
        [yes] , haunted,
       *[no] {""}
    } at { $x } { $y }.
tx-ev-rotated = A tile turns { $turns ->
        [2] half round
        [3] a quarter anticlockwise
       *[other] a quarter clockwise
    }.
tx-ev-knocked-out = { $you ->
        [yes] You are knocked out
       *[no] { $who } is knocked out
    }{ $depths ->
        [yes] {" "}in the Depths.
       *[no] .
    }
tx-ev-escaped = { $you ->
        [yes] You escape
       *[no] { $who } escapes
    } from the dungeon with a Mastery token!
tx-ev-row = New in the Dungeon Row, slot { $slot }: { $card }.
tx-ev-artifact = { $you ->
        [yes] You take
       *[no] { $who } takes
    } an Artifact worth { $value }.
tx-ev-bought = { $you ->
        [yes] You buy
       *[no] { $who } buys
    } { $item }.
tx-ev-teleport = { $you ->
        [yes] You teleport
       *[no] { $who } teleports
    } to room { $room }.
tx-ev-moved = { $you ->
        [yes] You go
       *[no] { $who } goes
    } { $portal ->
        [yes] through a portal to room { $room }.
       *[no] to room { $room }.
    }
tx-ev-token = { $you ->
        [yes] You find
       *[no] { $who } finds
    } { $token }.
tx-ev-potion = { $you ->
        [yes] You use
       *[no] { $who } uses
    } { $token }.
tx-ev-marked = { $you ->
        [yes] You mark
       *[no] { $who } marks
    } the Wayshrine in room { $room }.
tx-ev-picked = { $you ->
        [yes] You open
       *[no] { $who } opens
    } the { $feature ->
        [chest] chest
        [library] library
       *[prison] prison
    }.
tx-ev-turn = { $you ->
        [yes] Your turn.
       *[no] { $who }’s turn.
    }
tx-ev-attack = The dragon attacks: { $count ->
        [0] the bag is empty.
        [one] { $count } cube drawn ({ $cubes }).
       *[other] { $count } cubes drawn ({ $cubes }).
    }
tx-ev-hurt = { $you ->
        [yes] You take
       *[no] { $who } takes
    } { $count } damage.
tx-score = { $who } { $score }
tx-ev-game-over = The game is over: { $why ->
        [deck] the Dungeon Deck ran out
        [bag] the dragon bag is empty
        [out] nobody is left in the dungeon
       *[other] it has ended
    }. Scores: { $scores }.

## Terminal text: the choices, numbered

tx-do-play = Play { $card }
tx-do-acquire = Acquire { $card } (slot { $slot }, { $cost } Skill)
tx-do-use = Use { $card } (slot { $slot }, { $cost } Skill)
tx-do-fight = Fight { $card } (slot { $slot }, { $cost ->
        [one] { $cost } Sword
       *[other] { $cost } Swords
    })
tx-do-reserve = Acquire { $card } from the Reserve ({ $cost } Skill)
tx-do-goblin = Fight the { $card } ({ $cost } Swords)
tx-do-go = Go to room { $room } ({ $boots ->
        [one] { $boots } Boot
       *[other] { $boots } Boots
    }{ $monsters ->
        [0] {""}
        [one] , { $monsters } monster
       *[other] , { $monsters } monsters
    }{ $locks ->
        [0] {""}
        [one] , { $locks } lock
       *[other] , { $locks } locks
    })
tx-do-explore = Explore { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    }: a new tile{ $at ->
        [map] {""}
       *[cell] {" "}at { $x } { $y }
    } ({ $boots ->
        [one] { $boots } Boot
       *[other] { $boots } Boots
    }{ $monsters ->
        [0] {""}
        [one] , { $monsters } monster
       *[other] , { $monsters } monsters
    }{ $locks ->
        [0] {""}
        [one] , { $locks } lock
       *[other] , { $locks } locks
    })
tx-do-portal-in = Go into the portal (from { $boots ->
        [one] { $boots } Boot
       *[other] { $boots } Boots
    })
tx-do-artifact = Take the Artifact worth { $value }
tx-do-mark = Mark the Wayshrine (gain { $gold } Gold)
tx-do-pick = Spend a Lockpick to open the { $feature ->
        [chest] chest
        [library] library
       *[prison] prison
    }
tx-do-buy = Buy { $item } ({ $price } Gold)
tx-do-coupon = Buy { $item } with the Discount Coupon ({ $price } Gold)
tx-do-potion = Use { $token }
tx-do-end = End the turn
tx-do-place = Lay it { $turns ->
        [0] as it is
        [1] turned a quarter clockwise
        [2] turned half round
       *[other] turned a quarter anticlockwise
    }
tx-do-portal-out = Come out in room { $room }
tx-do-option = { $name ->
        [clank] −2 Clank!
        [gold] Gain { $gold } Gold
        [caves] Crystal Caves do not exhaust you this turn
        [lockpick] Take a Lockpick
        [draw] Spend a Lockpick to draw 2 cards
        [heal] Heal 1 damage
        [boots] Gain 1 Boot
        [trash] { $power ->
            [thieves-shrine] Trash up to 2 Burgles
           *[other] Trash a card
        }
       *[other] { $name }
    }
tx-do-trash = Trash { $card } from your { $zone ->
        [play] play area
       *[discard] discard pile
    }
tx-do-discard = Discard { $card }{ $ghost ->
        [yes] : no damage, draw a card
       *[no] {""}
    }
tx-do-teleport = Teleport to room { $room }
tx-do-teleport-edge = Teleport off the { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } edge: discover a new tile{ $at ->
        [map] {""}
       *[cell] {" "}at { $x } { $y }
    } and enter it
tx-do-slot = { $power ->
        [grand-theft] Spend a Lockpick for { $card } (slot { $slot })
       *[other] Replace { $card } (slot { $slot })
    }
tx-do-rotate = Turn your tile { $turns ->
        [2] half round
        [3] a quarter anticlockwise
       *[other] a quarter clockwise
    }
tx-do-lay = Lay the new tile { $at ->
        [map] here
       *[cell] at { $x } { $y }
    }, { $turns ->
        [0] as it is
        [1] turned a quarter clockwise
        [2] turned half round
       *[other] turned a quarter anticlockwise
    }
tx-do-free = Take { $item } free
tx-do-mark-at = Mark the Wayshrine in room { $room }
tx-do-skip = Do nothing

## Terminal text: typed commands

tx-typed-help = You can also type { $commands }.
tx-place-help = Type a number from the list, or a command: “play 2”, “play all”, “acquire 3”, “use 3”, “fight 3”, “reserve explore”, “goblin”, “go 12”, “explore north”, “go portal”, “exit 2”, “artifact”, “mark”, “open chest”, “buy backpack”, “coupon crown”, “drink potion of healing”, “end”; when asked: “place 1”, “portal 12”, “choose gold”, “trash burgle discard”, “discard 2”, “teleport 12”, “slot 3”, “rotate 1”, “lay 1 -1 2”, “free backpack”, “mark 12”, “skip”.
tx-refuse-not-now = Not possible now. { $prompt }
tx-refuse-wait = It is not your turn to choose.
tx-refuse-card-how = Name the card by its number in your hand, e.g. “{ $example }”.
tx-refuse-no-card = You have no card { $number }: your hand holds { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
tx-refuse-twice = Card { $number } is named twice.
tx-refuse-number-how = Give one number after “{ $what }”, e.g. “{ $example }”.
tx-refuse-no-slot = There is no slot { $slot }: the Dungeon Row has { $count }.
tx-refuse-slot-empty = Slot { $slot } of the Dungeon Row is empty.
tx-refuse-slot-kind = Slot { $slot } holds { $card }: type “{ $example }”.
tx-refuse-afford = { $card } costs { $banner ->
        [red] { $cost ->
            [one] { $cost } Sword
           *[other] { $cost } Swords
        }
       *[other] { $cost } Skill
    }; you have { $have }.
tx-refuse-cannot = You cannot take { $card } now.
tx-refuse-name = “{ $word }” is none of these: { $choices }.
tx-refuse-no-choice = Not one of the choices now; type { $choices }.
tx-refuse-open-what = Say what to open: “open chest”, “open library” or “open prison”.
tx-refuse-hand-first = Play the rest of your hand first ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }): type “play all”.
tx-refuse-room-how = Say where, e.g. “{ $example }”.
tx-refuse-no-exit = Your room has no exit { $number }: it has { $count }.
tx-refuse-no-portal-here = There is no portal in your room.
tx-refuse-no-side = No unexplored tunnel leads { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } from your room.
tx-refuse-no-tunnel = No tunnel leads from your room to room { $room }.
tx-refuse-which-exit = More than one tunnel leads there: type { $choices }.
tx-refuse-exhausted = You are exhausted (a Crystal Cave): no more Boots this turn.
tx-refuse-one-way = That tunnel is one way, and not from here.
tx-refuse-boots = That way costs { $need ->
        [one] { $need } Boot
       *[other] { $need } Boots
    }; you have { $have }.
tx-refuse-locks = That way needs { $need ->
        [one] { $need } Lockpick
       *[other] { $need } Lockpicks
    }; you have { $have }.
tx-refuse-crypt = Only a player carrying an Artifact may go back into the Crypt.
tx-refuse-no-tiles = No tile is left to discover.
tx-refuse-hurt = The monsters on that way would hurt you more than you may take now.
tx-refuse-lay-how = Say where and how: x, y and quarter turns, e.g. “{ $example }”.

## The generic screen (generic.js) until Clank! has a screen of its own: prompts and the
## actions' labels (rooms, exits and Row slots are numbered from 0 there, as in its view)

prompt-turn = Your turn: play every card of your hand, spend what they give, move; then end the turn.
prompt-place = Turn the tile you discovered before it is laid.
prompt-portal_out = Choose the portal you come out of.
prompt-choose = { $card }: choose.
action-end = End the turn
action-goblin = Fight the Goblin
action-artifact = Take the Artifact
action-mark = Mark the Wayshrine
action-skip = Skip
action-play = Play { $card }
action-acquire = Acquire the Row's card in slot { $slot }
action-use = Use the Row's device in slot { $slot }
action-fight = Fight the Row's monster in slot { $slot }
action-reserve = Acquire { $card } from the Reserve
action-move = Take exit { $exit }
action-portal = Come out in room { $room }
action-place = Lay it { $turns ->
        [0] as it is
        [1] turned a quarter clockwise
        [2] turned half round
       *[other] turned a quarter anticlockwise
    }
action-pick = Open the { $feature ->
        [chest] chest
        [library] library
       *[prison] prison
    }
action-buy = Buy { $item }
action-coupon = Buy { $item } with the Discount Coupon
action-potion = Use { $token }
action-option = { $name ->
        [clank] −2 Clank!
        [gold] Take the Gold
        [caves] Crystal Caves do not exhaust you this turn
        [lockpick] Take a Lockpick
        [draw] Spend a Lockpick to draw 2 cards
        [heal] Heal 1 damage
        [boots] Gain 1 Boot
       *[trash] Trash a card
    }
action-trash = Trash { $card } (from your { $zone ->
        [discard] discard pile
       *[play] play area
    })
action-discard = Discard { $card }
action-teleport = Teleport to room { $room }
action-teleport_edge = Teleport off the open edge of exit { $exit }, discovering a tile
action-slot = The Row's slot { $slot }
action-rotate = Turn your tile { $turns ->
        [1] a quarter clockwise
        [2] half round
       *[other] a quarter anticlockwise
    }
action-lay = Lay the new tile at free edge { $edge }, turned { $turns } quarters
action-free = Take { $item } for free
action-mark_at = Mark the Wayshrine in room { $room }
item-backpack = { token-backpack }
item-blood_amulet = { token-blood_amulet }
item-burglars_kit = { token-burglars_kit }
item-crown = { token-crown }
item-invisibility_cloak = { token-invisibility_cloak }

## The browser screen (web/clank.js). $player is a seat's name (marked up by the screen);
## rooms are numbered from 1, as in the terminal.
ui-status-yours = Your move
ui-status-sent = Sent…
ui-status-over = The game is over.
ui-waiting = Waiting for { $player }…
ui-round = Round { $round }
ui-piles = { term-dungeon-deck }: { $deck } · tiles left: { $tiles }
ui-map = The dungeon
ui-map-note = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
    }, { $rooms ->
    [one] { $rooms } room
   *[other] { $rooms } rooms
    }
ui-centre = Whole dungeon
ui-tile = { $back ->
    [start] The start tile
    [safe] A tile
   *[depths] A Depths tile
    }{ $haunted ->
    [yes] {" "}(haunted)
   *[no] {""}
    }{ $count ->
        [0] {""}
        [one] : room { $first }
       *[other] : rooms { $first }–{ $last }
    }
ui-room = Room { $number }: { $names }{ $depths ->
    [yes] {" "}(Depths)
   *[no] {""}
    }{ $artifact ->
    [none] {""}
   *[other] , an Artifact worth { $artifact }
    }
ui-room-choose = Room { $room }: more than one tunnel leads there
ui-which-tunnel = Which tunnel to room { $room }?
ui-cancel = Cancel
ui-close = Close
ui-play-all = Play all ({ $count })
ui-end-turn = End the turn
ui-hand-first = Play the rest of your hand first.
ui-hint-move = Tap a lit room or a “?” to move there; the badge under it is what it costs.
ui-hint-play = Tap a card of your hand to play it.
ui-place-hint = { $count ->
    [one] Only one way fits: lay it.
   *[other] { $count } ways fit: turn it, then lay it.
    }
ui-rotate = Turn the tile
ui-lay-tile = Lay the tile
ui-hand = Your hand
ui-hand-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
    } · deck { $deck } · discard pile { $discard }
ui-played = Your play area
ui-none = none
ui-card-info = What { $card } does
ui-cost-skill = Costs { $count } Skill
ui-cost-swords = Costs { $count ->
    [one] { $count } Sword
   *[other] { $count } Swords
    }
ui-hook-acquire = acquire:
ui-hook-arrive = arrive:
ui-hook-defeat = defeat:
ui-hook-use = use:
ui-hook-ghost = against a Ghost:
ui-pool-skill = { $count } Skill this turn
ui-pool-swords = { $count ->
    [one] { $count } Sword this turn
   *[other] { $count } Swords this turn
    }
ui-pool-boots = { $count ->
    [one] { $count } Boot this turn
   *[other] { $count } Boots this turn
    }
ui-gold = { $count } Gold
ui-lockpicks = { $count ->
    [one] { $count } Lockpick
   *[other] { $count } Lockpicks
    }
ui-supply = { $count ->
    [one] { $count } cube in the supply
   *[other] { $count } cubes in the supply
    }
ui-cards = Cards: { $deck } in the deck, { $hand } in hand, { $discard } discarded
ui-slot-empty = Slot { $slot } is empty
ui-left = { $count } left
ui-deck-left = { $count ->
    [one] { $count } card left in the deck
   *[other] { $count } cards left in the deck
    }
ui-market-price = { $price } Gold an item, in a Market room
ui-buy = Buy ({ $price } Gold)
ui-coupon = Coupon ({ $price } Gold)
ui-clank-board = The Clank! board
ui-clank-area = Clank! area
ui-attack-draws = { $danger ->
    [0] A dragon attack now draws { $count } cubes.
   *[other] A dragon attack now draws { $count } cubes (with { $danger } Danger).
    }
ui-cubes-of = { $player }: { $count }
ui-cube-dragon = the dragon's cube
ui-bag-count = { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
    }
ui-bag-empty = The bag is empty.
ui-bank = Artifacts still to come: { $artifacts } · Monkey Idols in the shrine: { $idols } · Ghost cubes in the Bank: { $ghosts }
ui-attack-title = { $count ->
    [one] The dragon attacks: { $count } cube drawn
   *[other] The dragon attacks: { $count } cubes drawn
    }
ui-attack-hurt = { $player } takes { $count } damage
ui-attack-nobody = Nobody is hurt.
ui-bag-label = Dragon bag: { $count ->
    [0] empty
    [one] { $count } cube ({ $parts })
   *[other] { $count } cubes ({ $parts })
    }
ui-bag-black = { $count ->
    [one] { $count } black dragon cube
   *[other] { $count } black dragon cubes
    }
ui-bag-ghosts = { $count ->
    [one] { $count } Ghost cube
   *[other] { $count } Ghost cubes
    }
ui-bag-seat = { $player }: { $count }

## Screen: the event log (rooms by the numbers on the map, tiles by their backs and place)

ui-ev-tile = { $you ->
        [yes] You discover
       *[no] { $who } discovers
    } a { $haunted ->
        [yes] haunted{" "}
       *[no] {""}
    }{ $back ->
        [safe] safe tile
       *[other] Depths tile
    }{ $side ->
        [north] {" "}north of room { $from }
        [east] {" "}east of room { $from }
        [south] {" "}south of room { $from }
        [west] {" "}west of room { $from }
       *[none] {""}
    }{ $count ->
        [0] .
        [one] , with room { $first }.
       *[other] , with rooms { $first }–{ $last }.
    }
ui-ev-rotated = { $count ->
        [0] A tile
        [one] The tile of room { $first }
       *[other] The tile of rooms { $first }–{ $last }
    } turns { $turns ->
        [2] half round
        [3] a quarter anticlockwise
       *[other] a quarter clockwise
    }.
ui-ev-moved = { $you ->
        [yes] You go
       *[no] { $who } goes
    } { $portal ->
        [yes] through a portal to room { $room }
       *[no] to room { $room }
    }{ $named ->
        [yes] {" "}({ $names }).
       *[no] .
    }
ui-ev-teleport = { $you ->
        [yes] You teleport
       *[no] { $who } teleports
    } to room { $room }{ $named ->
        [yes] {" "}({ $names }).
       *[no] .
    }
ui-seats = Adventurers
ui-in-room = In room { $room }{ $depths ->
    [yes] {" "}(Depths)
   *[no] {""}
    }
ui-knocked-out = Knocked out
ui-lost = Knocked out without an Artifact or in the Depths: no points.
ui-health = Damage { $damage } of { $health }
ui-freed = { $count ->
    [one] { $count } prisoner freed
   *[other] { $count } prisoners freed
    }
ui-score-now = { $count } points so far
ui-tag-turn = turn
ui-tag-deciding = choosing
ui-end-title = Final scores
ui-end-winners = { $count ->
    [one] { $players } wins!
   *[other] { $players } win!
    }
ui-end-nobody = Nobody wins.
ui-winner = winner
ui-col-player = Player
ui-col-artifacts = Artifacts
ui-col-gold = Gold
ui-col-tokens = Tokens
ui-col-cards = Cards
ui-col-idols = Idols
ui-col-crowns = Crowns
ui-col-mastery = Mastery
ui-col-total = Total
ui-play-again = Play again
ui-log-title = What happened
ui-log-empty = Nothing yet.
ui-keys-title = Keys
ui-key-play = 1–9: play that card of your hand
ui-key-all = A: play your whole hand
ui-key-end = E: end the turn
ui-key-place = R: turn a new tile, Enter: lay it
ui-key-zoom = + / −: zoom, 0: the whole dungeon, arrows: move the map
ui-key-close = Esc: close
ui-tap-hint = Tap the “i” on a card, or a token’s name, for its full text.

## How to play (the shell's help page, help.js): "## " starts a heading, "- " a list item,
## a blank line ends a paragraph; [[NAME]] shows the icon web/icons/NAME.svg, whose words
## (its alt text) are icon-NAME below. No line of a help text may start with "[", "*" or ".".

help-title = How to play Clank! Catacombs
help-body =
    ## The goal
    You are thieves creeping into the catacombs of a bone dragon. You improve a small deck of cards as you go, find an [[artifact]] Artifact somewhere in the dungeon and carry it back to the [[crypt]] Crypt where you started. When the game ends the player with the most points wins, but a player who has no Artifact scores nothing at all.

    ## Setting up
    - The start tile lies in the middle, either side up. It holds the Crypt (outside the dungeon, where every pawn starts) and the [[monkey-shrine]] Monkey Shrine with 3 Monkey Idols. The dungeon grows from it, one square tile at a time.
    - The tile stack: the 22 Depths tiles shuffled, with 4 of the 6 safe tiles, drawn unseen, on top of them.
    - The Bank holds Gold, Lockpicks, the 5 Ghost cubes, the dragon bag with 24 black cubes, the 7 Artifacts stacked by value (the 5 on top, the 20 at the bottom), face-down piles of major secrets, minor secrets and prisoners, and the Market board.
    - The Dungeon Row: 6 cards from the Dungeon Deck, none of them showing the Dragon Attack symbol. Beside it the Reserve: stacks of Mercenary, Explore and Secret Tome, and the Goblin.
    - Each player takes 30 cubes of one colour, 3 Lockpicks and a deck of 10 cards (6 Burgle, 2 Stumble, 1 Sidestep, 1 Scramble), and draws 5. The first player puts 3 cubes in the Clank! area, the second 2, the third 1, the fourth none.

    ## Your turn
    You must play all 5 cards of your hand, in any order. Before, between and after them you may take as many actions as you can pay for, in any order. What your cards give is pooled for the whole turn, and one card's worth may be split between several actions:
    - [[skill]] Skill: acquire cards and use devices.
    - [[swords]] Swords: fight monsters, and keep tunnel monsters off you.
    - [[boots]] Boots: move through tunnels.
    - [[gold]] Gold: goes into your supply; it pays at the Market and is worth 1 point at the end.
    - [[clank]] Clank!: each +1 puts a cube from your supply into the Clank! area, where the dragon will come for it. Each −1 takes one of yours back out; a minus you cannot use yet cancels Clank! you make later in the same turn.
    - [[draw]] Draw: take the top card of your own deck; when your deck runs out, your discard pile (never the cards in play) is shuffled into a new one.
    Skill, Swords and Boots you do not spend are lost at the end of the turn. A card that depends on something else this turn (another card in your play area, the room you are in) counts it whether it happened before or after the card was played.

    ## Moving
    - Walking from one room to the next along a tunnel costs 1 [[boots]] Boot.
    - [[footprints]] Footprints: that tunnel costs 2 Boots.
    - [[monster]] Monsters: 1 [[damage]] damage for each monster icon, less 1 for each Sword you spend. You may not walk into damage when you have no cube left in your supply, nor when it would fill your Health Meter.
    - [[lock]] Lock: spend a [[lockpick]] Lockpick from your supply and leave it on the icon; the tunnel stays open for everyone from then on. Two locks on one tunnel cost two Lockpicks.
    - [[one-way]] A tunnel drawn as an arrow is walked only the way it points.
    - [[portal]] Portal: a tunnel ending in a portal lets you step out of any other portal in the dungeon (you choose) and walk on along that portal's tunnel. The whole trip costs 1 Boot; icons on both tunnels still count.
    - [[teleport]] Teleport: a card moves you to another room with no Boots. An adjacent room is one at the other end of a single tunnel (or of a trip through portals); the tunnel's icons and arrows are ignored.

    ## Exploring
    A tunnel that runs off the edge of the dungeon, with no tile beyond it, leads somewhere new. Walking (or teleporting) along it turns over the top tile of the stack: lay it next to the tile you are leaving so that whole edges meet (along the start tile's long side, level with one of its halves), turned whichever way you like. It completes your tunnel and may add icons to it; turn it so that you can pay them, and you may first acquire, use or fight to get what you lack. The first 4 tiles found are safe tiles; all the others belong to the Depths. Once the stack is empty nobody can explore any more.

    ## Rooms
    - [[artifact]] Artifact room: when its tile is laid, the top Artifact of the stack is put in it; a room marked + or ++ takes the 2nd or 3rd from the top instead (or the most valuable one left, if there are not that many). Standing there, you may take it at any moment of your turn, unless you already carry one; you can never get rid of it. Taking an Artifact moves the dragon's marker one space up the Rage Track.
    - [[crystal-cave]] Crystal Cave: entering one exhausts you: no more Boots this turn, even after you leave. You can still teleport.
    - [[haunted]] Haunted tile: when it is laid, a [[ghost]] Ghost cube goes from the Bank to the Clank! area.
    - [[chest]] Chest, [[library]] Library, [[prison]] Prison: spend a Lockpick there to open it; each one opens only once in the game. A chest gives you a random [[major-secret]] major secret; a library a free Secret Tome from the Reserve, into your discard pile; a prison frees 2 random [[prisoner]] prisoners (or the last one left). None of these can be opened once the pile it gives from is empty.
    - [[market]] Market: buy any item of the Market board for 7 Gold, as many as you can pay for: a Backpack (lets you carry a second Artifact), a Blood Amulet, a Burglar's Kit, a Crown (the most valuable one left).
    - [[wayshrine]] Wayshrine: put a cube from your supply on it to mark it, and take 1 Gold for every Wayshrine you have marked so far, this one included. You may mark each Wayshrine once.
    - Rewards for walking in, once per room per turn: [[minor-secret]] a random minor secret, [[gold]] the Gold shown, [[heal]] heal 1 damage, [[monkey-idol]] a Monkey Idol from the Monkey Shrine (5 points, not an Artifact).
    - [[crypt]] Crypt: you may only go back in with an Artifact. That is how you escape.
    Secrets and prisoners are turned face up when you get them. Every token, Market items included, says what it does and what it is worth.

    ## The Dungeon Row and the Reserve
    - Blue banner: acquire the card with Skill (its cost is in the lower right corner); it goes to your discard pile.
    - Purple banner, a device: pay its Skill, do what it says, and it goes to the Dungeon discard pile.
    - Red banner, a monster: pay its Swords to defeat it and take its reward; it goes to the Dungeon discard pile.
    - Yellow banner: the Reserve's cards, acquired with Skill until a stack runs out. The Goblin is never used up: anyone may fight it again and again.
    A slot emptied this way is refilled only at the end of the turn. Words on the cards: Acquire happens once, when you acquire the card; Arrive when it comes into the Row; [[danger]] Danger adds a cube to every dragon attack while the card lies in the Row; Discard means a card of your hand not yet played, which then does nothing; [[trash]] Trash removes a card from the game.

    ## The end of your turn
    Put the cards of your play area on your discard pile and draw 5 new ones. Then fill the empty slots of the Row from the Dungeon Deck, one card at a time. If a new card shows the [[dragon]] Dragon Attack symbol, there is a dragon attack: just one, however many cards show it.

    ## The dragon attacks
    Every cube in the Clank! area goes into the dragon bag. Then draw as many cubes as the Rage Track shows under the marker, plus 1 for each Danger card in the Row. A black cube goes to the Bank; a cube of a player's colour is 1 [[damage]] damage to that player; a [[ghost]] Ghost cube is 1 damage to everyone still in the dungeon, and goes back to the Clank! area afterwards. Cubes not drawn stay in the bag: the more Clank! you make, the likelier the dragon is to find you. The Rage Track climbs with every Artifact taken, and when the Dragon Egg (a minor secret) or the Adventurer (a prisoner) turns up.

    ## Health and knock-out
    Damage fills your Health Meter with cubes of your colour; healing puts one back in your supply. When the meter is full you are knocked out at once. If at that moment you carry no Artifact, or you are in the Depths (a Depths tile, or the upper half of the start tile), you will score 0.

    ## Escaping
    Walk into the Crypt with an Artifact and you escape. You finish the turn there (without walking out again), your pawn leaves the board before the Row is refilled, and you take a [[mastery]] Mastery token worth 20 points.
    A player who has escaped or been knocked out plays no more normal turns. On their turn instead, every cube of the Clank! area goes into the bag and 4 cubes are drawn (6 with two players), whatever the Rage Track and Danger cards say, and they hurt the players still inside as in a dragon attack.

    ## The end and scoring
    The game ends when every player has escaped or been knocked out. It ends at once, knocking out everyone still inside, when the Row cannot be refilled or the bag is empty after an attack. Each player who holds an Artifact and was not knocked out in the Depths adds up [[points]] points: the Artifact, 1 per Gold, the tokens (Mastery, Monkey Idols, Market items, secrets, prisoners) and the points printed on the cards of their whole deck (top right corner). The most points wins; on a tie, the most valuable Artifact.

    ## 5 or 6 players: Party in the Catacombs
    The Adventuring Party expansion adds the fifth and sixth player. Its Artifacts worth 10, 15, 20 and 25 join the stack (each above a Catacombs one of the same value), and its Market items except the Master Key, its minor secrets, cards and side board (more Rage Track, Health Meters for players 5 and 6) join the game. An Artifact room with + or ++ takes the top Artifact and one more for each plus; a player taking from it takes the most valuable one there, and a Backpack never lets you take a second from the same room. A Wayshrine has only 4 spaces, so a fifth or sixth player cannot mark a full one.

    ## Playing here
    - The real tiles are not published: the dungeon is built from stand-in tiles made to the rulebook's counts.
    - The rulebooks do not print the Rage Track or the Health Meter either: base Clank!'s are used (2, 2, 3, 3, 4, 4, 5, starting further along with fewer players; 10 damage).
    - The table's options: whether an escaping player finishes the turn or ends it at once and, with 5 or 6 players, how the Backpack works and whether the expansion's Market items are added.

icon-boots = Boots
icon-swords = Swords
icon-skill = Skill
icon-gold = Gold
icon-clank = Clank!
icon-damage = Damage
icon-heal = Healing
icon-lockpick = Lockpick
icon-footprints = Footprints
icon-monster = Monster
icon-lock = Lock
icon-one-way = One-way tunnel
icon-portal = Portal
icon-crystal-cave = Crystal Cave
icon-wayshrine = Wayshrine
icon-market = Market
icon-artifact = Artifact
icon-major-secret = Major secret
icon-minor-secret = Minor secret
icon-monkey-idol = Monkey Idol
icon-mastery = Mastery token
icon-dragon = Dragon Attack
icon-danger = Danger
icon-teleport = Teleport
icon-trash = Trash
icon-ghost = Ghost cube
icon-haunted = Haunted tile
icon-prisoner = Prisoner
icon-chest = Chest
icon-library = Library
icon-prison = Prison
icon-crypt = Crypt
icon-monkey-shrine = Monkey Shrine
icon-draw = Draw a card
icon-points = Points
ui-lay-here = Lay the new tile here
ui-lay-hint = { $count ->
    [one] The new tile is the top of the stack, face down: turn it, then lay it.
   *[other] The new tile is the top of the stack, face down: tap one of the { $count } free places beside your tile, turn it, then lay it.
    }

## the table's options (the lobby's create form)
option-start_side = Start tile
option-start_side-help = The start tile is printed on both sides; the dungeon grows from the side chosen.
option-start_side-a = Side A
option-start_side-b = Side B
option-escape = Escaping from the dungeon
option-escape-help = The two rulebooks differ on the turn of a player who escapes into the Crypt.
option-escape-finish = The turn goes on (play the rest of the hand, buy, fight) without leaving the Crypt (Chinese rulebook)
option-escape-end_turn = The turn ends at once (Ukrainian rulebook)
option-party_backpack = Backpack with 5-6 players
option-party_backpack-help = With the Adventuring Party the rulebooks differ on what a Backpack still allows.
option-party_backpack-same_room = A second Artifact, but never from the same room (Chinese rulebook)
option-party_backpack-no_second = No second Artifact at all (Ukrainian rulebook)
option-party_market = Market with 5-6 players
option-party_market-help = The Adventuring Party's Market items (all but the Master Key): the Ukrainian rulebook adds them, the Chinese one says they may be added.
option-party_market-add = Added to the Market
option-party_market-leave_out = Left out
