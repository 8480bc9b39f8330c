# Saboteur (Saboteur 1 + Saboteur 2 mixed): what players read, in English.
#
# One catalogue per language beside the game's data (core/i18n.py). Conventions:
#   card-ID   a path or action card type of data/paths.toml and data/actions.toml; .text is
#             its rule in our own words
#   role-ID   a role card of data/roles.toml; .text says when it wins and what it gets
# Card texts say top, bottom, left (toward the start card) and right (toward the goals); a
# card can be turned round, so a name gives both ways it can lie ("bottom–right / top–left").
# The published edition names the roles and action cards (taken from it here) but gives the
# path cards no names beyond start card, goal card, bridge, double curve, ladder and door:
# the other path card names describe the card's shape.

game-name = Saboteur

## Terms

term-path-card = Path card
term-action-card = Action card
term-role-card = Dwarf card
term-goal-card = Goal card
term-door-path = Path with a door
term-new-exit = New exit
term-double-curve = Double curve
term-bridge = Bridge
term-crystal = Crystal
term-gold-piece = Gold piece
tool-pickaxe = Pickaxe
tool-lantern = Lantern
tool-cart = Mine cart
door-blue = Blue door
door-green = Green door

## Start and goal cards

card-start = Start card
    .text = The mine entrance, face up at the start of every round. Tunnels leave it on all four sides, and its ladder joins it to every new exit. It never leaves the maze.
card-goal_gold = Gold card
    .text = The goal card hiding the treasure, face down among the three goal cards. When a tunnel from the start reaches it, it is turned over and the round ends: the gold is found.
card-goal_stone_a = Goal card: stone
    .text = A goal card with only stone behind it. Reached, it is turned face up, fitted to the tunnel that reached it, and becomes part of the maze. Its tunnel is a curve (top–right / bottom–left).
card-goal_stone_b = Goal card: stone
    .text = A goal card with only stone behind it. Reached, it is turned face up, fitted to the tunnel that reached it, and becomes part of the maze. Its tunnel is a curve (top–left / bottom–right).

## Saboteur 1 path cards

card-s1_straight_ns = Straight, vertical
    .text = A straight tunnel from the top edge to the bottom edge.
card-s1_straight_ew = Straight, horizontal
    .text = A straight tunnel from the left edge to the right edge.
card-s1_curve_se = Curve (bottom–right / top–left)
    .text = A tunnel bending from the bottom edge to the right edge; turned round, from the top to the left.
card-s1_curve_sw = Curve (bottom–left / top–right)
    .text = A tunnel bending from the bottom edge to the left edge; turned round, from the top to the right.
card-s1_t_nse = T-junction, vertical
    .text = A tunnel from top to bottom with a branch to one side.
card-s1_t_nwe = T-junction, horizontal
    .text = A tunnel from left to right with a branch up or down.
card-s1_cross = Crossroads
    .text = Tunnels to all four edges, all joined.
card-s1_dead_s = Dead end, top or bottom
    .text = One opening on a short edge that ends in rock: it must meet a tunnel but leads nowhere.
card-s1_dead_w = Dead end, left or right
    .text = One opening on a long edge that ends in rock: it must meet a tunnel but leads nowhere.
card-s1_dead_ns = Blocked straight, vertical
    .text = Openings at the top and the bottom that end in rock without meeting: nothing passes.
card-s1_dead_ew = Blocked straight, horizontal
    .text = Openings on the left and the right that end in rock without meeting: nothing passes.
card-s1_dead_se = Blocked curve (bottom–right / top–left)
    .text = Openings at the bottom and on the right (turned round: top and left) that end in rock without meeting.
card-s1_dead_sw = Blocked curve (bottom–left / top–right)
    .text = Openings at the bottom and on the left (turned round: top and right) that end in rock without meeting.
card-s1_dead_nse = Blocked T-junction, vertical
    .text = Openings at the top, the bottom and one side, all ending in rock: nothing passes.
card-s1_dead_nwe = Blocked T-junction, horizontal
    .text = Openings on the left, the right and the top or bottom, all ending in rock: nothing passes.
card-s1_dead_all = Blocked crossroads
    .text = Openings on all four edges, all ending in rock: nothing passes.

## Saboteur 2 path cards

card-s2_bridge = Bridge
    .text = Two straight tunnels, top–bottom and left–right, cross without meeting: you cannot turn on it. One of them must continue a tunnel from the start.
card-s2_double_curve_a = Double curve (top–left and bottom–right)
    .text = Two curves that never meet: top to left, and bottom to right. One of them must continue a tunnel from the start.
card-s2_double_curve_b = Double curve (top–right and bottom–left)
    .text = Two curves that never meet: top to right, and bottom to left. One of them must continue a tunnel from the start.
card-s2_ladder_s = New exit, top or bottom
    .text = A ladder with one tunnel to a short edge. The ladder counts as joined to the start and to every other ladder, so the card needs no tunnel back to the start; it must still touch the maze, and never lies next to a goal card.
card-s2_ladder_w = New exit, left or right
    .text = A ladder with one tunnel to a long edge. The ladder counts as joined to the start and to every other ladder, so the card needs no tunnel back to the start; it must still touch the maze, and never lies next to a goal card.
card-s2_ladder_curve_se = New exit on a curve (bottom–right / top–left)
    .text = A ladder on a curved tunnel. The ladder counts as joined to the start and to every other ladder, so the card needs no tunnel back to the start; it must still touch the maze, and never lies next to a goal card.
card-s2_ladder_curve_ne = New exit on a curve (top–right / bottom–left)
    .text = A ladder on a curved tunnel. The ladder counts as joined to the start and to every other ladder, so the card needs no tunnel back to the start; it must still touch the maze, and never lies next to a goal card.
card-s2_door_green_curve_se = Green door on a curve (bottom–right / top–left)
    .text = A curved tunnel with a green door. It is placed like any tunnel; when the round is scored, only the green gold-diggers may pass it.
card-s2_door_green_ew = Green door, horizontal
    .text = A tunnel from left to right with a green door. It is placed like any tunnel; when the round is scored, only the green gold-diggers may pass it.
card-s2_door_green_ns_dead_e = Green door, vertical, with a dead end
    .text = A tunnel from top to bottom with a green door, and an opening on one side that ends in rock. When the round is scored, only the green gold-diggers may pass the door.
card-s2_door_blue_ns = Blue door, vertical
    .text = A tunnel from top to bottom with a blue door. It is placed like any tunnel; when the round is scored, only the blue gold-diggers may pass it.
card-s2_door_blue_ew = Blue door, horizontal
    .text = A tunnel from left to right with a blue door. It is placed like any tunnel; when the round is scored, only the blue gold-diggers may pass it.
card-s2_door_blue_curve_sw = Blue door on a curve (bottom–left / top–right)
    .text = A curved tunnel with a blue door. It is placed like any tunnel; when the round is scored, only the blue gold-diggers may pass it.
card-s2_curve_ne_dead_s = Curve (top–right / bottom–left) with a dead end
    .text = A tunnel bending from the top to the right (turned round: bottom to left), and an opening on the other short edge that ends in rock.
card-s2_straight_ns_dead_e_w = Straight, vertical, with two dead ends
    .text = A tunnel from top to bottom, and an opening on each long side that ends in rock.
card-s2_straight_ew_dead_n_s = Straight, horizontal, with two dead ends
    .text = A tunnel from left to right, and openings at the top and the bottom that end in rock.
card-s2_straight_ns_dead_e = Straight, vertical, with a dead end
    .text = A tunnel from top to bottom, and an opening on one long side that ends in rock.
card-s2_curve_se_dead_n = Curve (bottom–right / top–left) with a dead end
    .text = A tunnel bending from the bottom to the right (turned round: top to left), and an opening on the other short edge that ends in rock.
card-s2_crystal_dead_w = Crystal dead end, left or right
    .text = One opening on a long edge that ends in rock, and a crystal: the geologists score every crystal in the maze.
card-s2_crystal_dead_s = Crystal dead end, top or bottom
    .text = One opening on a short edge that ends in rock, and a crystal: the geologists score every crystal in the maze.
card-s2_crystal_t_esw = Crystal T-junction, horizontal
    .text = A tunnel from left to right with a branch up or down, and a crystal for the geologists.
card-s2_crystal_t_esw_dead_n = Crystal T-junction, horizontal, with a dead end
    .text = A tunnel from left to right with a branch to one short edge, an opening on the other short edge that ends in rock, and a crystal for the geologists.
card-s2_crystal_t_nes = Crystal T-junction, vertical
    .text = A tunnel from top to bottom with a branch to one side, and a crystal for the geologists.
card-s2_crystal_t_nsw_dead_e = Crystal T-junction, vertical, with a dead end
    .text = A tunnel from top to bottom with a branch to one long side, an opening on the other long side that ends in rock, and a crystal for the geologists.
card-s2_crystal_cross = Crystal crossroads
    .text = Tunnels to all four edges, all joined, and a crystal for the geologists.
card-s2_crystal_straight_ew_dead_s = Crystal straight, horizontal, with a dead end
    .text = A tunnel from left to right, an opening at the top or the bottom that ends in rock, and a crystal for the geologists.

## Action cards

card-broken_pickaxe = Broken pickaxe
    .text = Lay it in front of a player who has no broken pickaxe yet. While any broken tool lies in front of a player, they cannot place path cards.
card-broken_lantern = Broken lantern
    .text = Lay it in front of a player who has no broken lantern yet. While any broken tool lies in front of a player, they cannot place path cards.
card-broken_cart = Broken mine cart
    .text = Lay it in front of a player who has no broken mine cart yet. While any broken tool lies in front of a player, they cannot place path cards.
card-repair_pickaxe = Repair: pickaxe
    .text = Remove a broken pickaxe from in front of any player, yourself included; both cards are discarded.
card-repair_lantern = Repair: lantern
    .text = Remove a broken lantern from in front of any player, yourself included; both cards are discarded.
card-repair_cart = Repair: mine cart
    .text = Remove a broken mine cart from in front of any player, yourself included; both cards are discarded.
card-repair_pickaxe_lantern = Repair: pickaxe or lantern
    .text = Remove a broken pickaxe or a broken lantern from in front of any player: one of them, never both.
card-repair_pickaxe_cart = Repair: pickaxe or mine cart
    .text = Remove a broken pickaxe or a broken mine cart from in front of any player: one of them, never both.
card-repair_lantern_cart = Repair: lantern or mine cart
    .text = Remove a broken lantern or a broken mine cart from in front of any player: one of them, never both.
card-rockfall = Rockfall
    .text = Take one path card out of the maze (never the start or a goal card) and discard it with this card. The gap may be filled again.
card-map = Map
    .text = Look in secret at one face-down goal card, then put it back.
card-theft = Theft
    .text = Lay it in front of yourself. After the round's gold is shared out, take 1 gold from another player, unless you are trapped or have a broken tool in front of you. The last thief to play one goes first, then the others clockwise.
card-hands_off = Hands Off!
    .text = Discard a Theft card lying in front of any player, together with this card.
card-swap_your_hand = Swap Your Hand
    .text = Exchange your whole hand with another player's; then they draw one card, and you do not.
card-inspection = Inspection
    .text = Look in secret at another player's role card.
card-swap_your_hats = Swap Your Hats
    .text = Choose a player, yourself included: they put their role card away unseen and draw a new one from the role cards left over.
card-trapped = Trapped!
    .text = Lay it in front of another player: they cannot place path cards (they still draw and play action cards). Still trapped when the round ends, they win nothing and do not count as a winner.
card-free_at_last = Free at Last!
    .text = Remove a Trapped! card from in front of any player, yourself included; both cards are discarded.
card-unknown_21st = Rockfall
    .text = Plays as a Rockfall: take one path card out of the maze (never the start or a goal card). It stands in for the 21st Saboteur 2 action card, which the rulebooks count but never describe.

## Role cards

role-saboteur = Saboteur
    .text = Wins when the round ends without the gold card turned over.
role-gold_digger_blue = Gold-digger, blue team
    .text = Wins when the gold card is reached by a way with no green door on it (blue doors let the blue team through).
role-gold_digger_green = Gold-digger, green team
    .text = Wins when the gold card is reached by a way with no blue door on it (green doors let the green team through).
role-boss = Boss
    .text = Wins whenever the gold card is turned over, even if doors shut out both teams, but takes 1 gold less than the other winners (the full amount if he wins alone).
role-profiteer = Profiteer
    .text = Always wins, gold found or not, but takes 2 gold less than the other winners (the full amount if he wins alone).
role-geologist = Geologist
    .text = Never counted among the winners. When the gold card is turned over, takes 1 gold for each crystal in the maze; two geologists share it, rounding down.

## Options

option-winner_rule = Which gold-digger team wins
option-winner_rule-help = When the gold is reached, which team of gold-diggers shares the gold.
option-winner_rule-seed = Only the doors count: a team wins if some way to the gold has no door of the other colour (this edition’s rules)
option-winner_rule-official = The team of the player who completed the path comes first (official rulebook)
option-geologist = When geologists score
option-geologist-help = Geologists take 1 gold per crystal in the maze; two geologists share it, rounding down.
option-geologist-seed = Only when the gold card is reached (this edition’s rules)
option-geologist-official = Every round (official rulebook)
option-profiteer_alone = Profiteer winning alone
option-profiteer_alone-help = What a profiteer takes when he is the only winner of the round.
option-profiteer_alone-full = The full amount (this edition’s rules)
option-profiteer_alone-minus_two = Still 2 less (official rulebook)

## Help

help-title = How to play Saboteur
help-body =
    ## The goal
    You are dwarves in a gold mine. Together you lay tunnel cards from the start card toward the three face-down goal cards at the far side: one of them hides the gold, the other two only stone. Everyone also holds a secret role, and not everyone wants the gold found. A game has three rounds, with new roles each round; after the third, whoever has the most gold wins, and players tied for the most share the victory.
    ## The roles and how each wins
    - { role-gold_digger_blue }: wins when the gold card is turned over and some way to it, from the start card or a new exit, passes no green door.
    - { role-gold_digger_green }: the same, with no blue door on the way. A way with no doors at all lets both teams win.
    - { role-boss }: wins whenever the gold card is turned over, whatever the doors, but takes 1 gold less than the other winners.
    - { role-profiteer }: always wins, gold or no gold, but takes 2 gold less than the other winners.
    - { role-saboteur }: wins when the round ends and the gold card is still face down.
    - { role-geologist }: never counts as a winner; when the gold card is turned over, takes 1 gold for every crystal in the maze (two geologists share them, rounding down).
    Your role is shown at the top of the screen; tap it to read it again. The others see it only when the round is scored, unless they inspect you.
    ## Your turn: one of four things
    - Lay a path card in the maze, then draw a card.
    - Play an action card, then draw a card.
    - Discard two cards face down to remove one card lying in front of you (a broken tool, a Theft or Trapped!), then draw just one card: your hand gets smaller.
    - Pass: discard one, two or three cards face down and draw as many.
    Once the draw pile is empty nobody draws, but every turn still uses up a card: play one, or discard one face down. A player with no cards left simply passes.
    ## Laying path cards
    - A path card goes on an empty spot next to the maze, and every side must match its neighbours: tunnel against tunnel, rock against rock.
    - At least one of its openings must meet a tunnel that leads back to the start card (or to a new exit).
    - Cards stay upright: you may turn one round, never sideways. Choose a card and the spots where it fits light up; the turn button (or R) shows it the other way round.
    - A dead end must still match its neighbours, but nothing gets through it. A { term-bridge } or a { term-double-curve } carries two tunnels that never meet: you cannot change direction on it.
    - Nobody can lay path cards while a broken tool or { card-trapped } lies in front of them.
    - When a tunnel from the start reaches a face-down goal card, the card is turned over. Stone: it becomes part of the maze and the round goes on. Gold: the round ends at once.
    ## Doors, new exits and crystals
    - A blue or green door is laid like any other tunnel; it matters only when the round is scored. A green door shuts out the blue team, a blue door the green team, so a boss who puts both colours on the way can win without either team.
    - A { term-new-exit } (a card with a ladder) counts as joined to the start card and to every other ladder, so it needs no tunnel back to the start. It must touch the maze and may never lie next to a goal card. A way to the gold may begin at any ladder.
    - Crystals on path cards are for the geologists: every crystal in the maze counts, joined to the start or not.
    ## Action cards
    - { card-broken_pickaxe }, { card-broken_lantern }, { card-broken_cart }: lay it in front of any player who does not have that tool broken yet, yourself included. While a broken tool lies in front of a player, that player cannot lay path cards.
    - Repair cards mend one matching broken tool of any player, yourself included; a card showing two tools mends only one of them.
    - { card-rockfall }: take one path card out of the maze (never the start or a goal card); the gap can be filled again.
    - { card-map }: look in secret at one face-down goal card. The screen marks the cards you have seen.
    - { card-theft }: lay it in front of yourself; it lets you rob another player after the round is scored.
    - { card-hands_off }: throw away a Theft lying in front of any player.
    - { card-swap_your_hand }: exchange your whole hand with another player's; they draw a card, you do not. Their row then shows the cards you know they now hold.
    - { card-inspection }: look in secret at another player's role card.
    - { card-swap_your_hats }: a player of your choice, you included, puts their role card away unseen and takes a new one from the role cards left over.
    - { card-trapped }: lay it in front of another player. They cannot lay path cards, and if they are still trapped when the round ends they win nothing and do not count as a winner.
    - { card-free_at_last }: remove a Trapped! card from in front of any player, yourself included.
    Nobody ever has two cards of the same kind in front of them.
    ## The end of a round and the gold
    A round ends as soon as the gold card is turned over, or when every hand is empty. All roles are then shown, the winners are counted, and each winner takes gold by how many winners there are:
    - 1 winner: 5 gold
    - 2 winners: 4 gold each
    - 3 winners: 3 gold each
    - 4 winners: 2 gold each
    - 5 or more winners: 1 gold each
    The boss takes 1 less and the profiteer 2 less, never below nothing; either of them winning alone takes the full 5. A trapped player is not counted and takes nothing. The geologists' crystals come on top. The table's options may change some of this (which team wins, when geologists score, a lonely profiteer), as the lobby shows.
    ## Thefts
    After the gold is shared out, each player with a Theft in front of them takes 1 gold from another player who has some: the last Theft played goes first, then the other thieves clockwise. A thief who is trapped or has a broken tool in front of them steals nothing.
    ## Three rounds
    Every round all the cards are shuffled again, 10 are put aside unseen, everyone gets 6 cards and a new role, and the maze starts again from the start card. The youngest player starts round 1; later rounds start with the player after the one who took the last turn. After the third round the most gold wins.
help-keys =
    - 1 to 9: choose that card of your hand (press it again to put it back)
    - R: turn the chosen path card round
    - D: discard the chosen card face down (to pass, or to pay for removing a card in front of you)
    - + and −: zoom the maze in and out; 0: show the whole maze; arrows (on the maze): move it
    - Esc: put the chosen card back, close a card's text or a round's result
    - With a mouse, drag the maze to move it and zoom with Ctrl + wheel; on a phone, slide it with a finger and pinch with two to zoom.
    - Tap or click any card, role or card in front of a player to read what it does; a scored round's number at the top opens its result.

## Decisions (what the others wait for)

decision-turn = { $player } is taking a turn.
decision-discard_more = { $player } is discarding face down ({ $count } so far).
decision-clear_discard = { $player } is discarding to clear a card ({ $left } to go).
decision-steal = { $player } is choosing whom to rob.

## Prompts

prompt-turn = Your turn: play a path card or an action card, discard two to clear a card in front of you, or discard to pass.
prompt-discard_more = Discard another card face down, or stop and draw { $count ->
        [one] one card
       *[other] { $count } cards
    }.
prompt-clear_discard = Discard { $left ->
        [one] one more card
       *[other] { $left } cards
    } face down.
prompt-steal = Your Theft: take 1 gold from another player.

## Actions

action-path = { $card } at { maze-cell }{ $turned ->
        [yes] , turned round
       *[no] {""}
    }
action-rockfall = { $card } on { maze-cell }
action-done = Stop discarding and draw
action-discard = Discard { $card } face down
action-clear = Discard two cards to remove { $card }
action-steal = Rob { $player }
action-break = { $card } on { $player }
action-repair = { $card }: mend the { $tool } of { $player }
action-map = { $card }: look at { $goal }
goal-0 = the top goal card
goal-1 = the middle goal card
goal-2 = the bottom goal card
action-theft = { $card } in front of yourself
action-hands_off = { $card } on { $player }'s Theft
action-swap_hand = { $card } with { $player }
action-inspect = { $card }: look at { $player }'s role
action-swap_hats = { $card } on { $player }
action-trap = { $card } on { $player }
action-free = { $card }: free { $player }

## Events

event-round = Round { $round } begins.
event-draw = { $player } draws { $count ->
        [one] a card
       *[other] { $count } cards
    }.
event-discard = { $player } discards a card face down.
event-pass = { $player } has no cards and passes.
event-path = { $player } lays a path card.
event-goal = A goal card is turned over: { $gold ->
        [yes] the gold!
       *[no] stone.
    }
event-rockfall = { $player } clears a path card with a rockfall.
event-map = { $player } looks at a goal card.
event-theft = { $player } plays a Theft.
event-break = { $player } breaks a tool of { $target }.
event-repair = { $player } mends a tool of { $target }.
event-hands_off = { $player } discards the Theft of { $target }.
event-swap_hand = { $player } swaps hands with { $target }.
event-inspect = { $player } inspects the role of { $target }.
event-swap_hats = { $player } makes { $target } swap hats.
event-trap = { $player } traps { $target }.
event-free = { $player } frees { $target }.
event-clear = { $player } discards two cards to remove a card in front.
event-round_end = { $found ->
        [yes] The gold is found.
       *[no] The round ends without the gold.
    } { $winners ->
        [0] Nobody wins.
        [one] One winner takes { $base } gold.
       *[other] { $winners } winners take { $base } gold each.
    }
event-theft_blocked = { $player } cannot steal.
event-theft_nothing = { $player } finds nobody to rob.
event-steal = { $player } robs { $victim } of 1 gold.
event-game_over = The game is over.

## Round results

result-title = Round { $round }
result-points = { $points ->
        [one] 1 gold
       *[other] { $points } gold
    }

## saboteur screen (web/saboteur.js): what the browser screen says

ui-round = Round { $round } of { $rounds }
ui-round-done = Round { $round }: scored, show its result
ui-round-now = Round { $round }: now
ui-round-later = Round { $round }: still to come
ui-status-yours = Your decision
ui-status-sent = Sent: waiting for the table…
ui-status-over = The game is over.
ui-decision-other = { $player } is deciding.
ui-pile = Draw pile: { $count }
ui-your-role = Your role:
ui-maze = The tunnel maze
ui-centre = To the start card
ui-crystals = { $count ->
        [0] No crystal in the maze
        [one] One crystal in the maze
       *[other] { $count } crystals in the maze
    }
# a cell of the maze, as the terminal grid numbers it (x to the right, y downward),
# in the terminal and the browser alike
maze-cell = x { $x }, y { $y }
ui-cell = { $card } ({ maze-cell })
ui-cell-turned = { $card }, turned round ({ maze-cell })
ui-spot = Lay { $card } here ({ maze-cell })
ui-rockfall-here = Rockfall: clear { $card } ({ maze-cell })
ui-goal-down = Goal card, face down
ui-goal-seen = Face down; you saw it with a map: { $card }
ui-peek = Look at { $goal }
ui-door-blue-mark = B
ui-door-green-mark = G
ui-hand = Your hand
ui-hand-count = { $count ->
        [one] one card
       *[other] { $count } cards
    }
ui-hand-empty = No cards in your hand.
ui-can-play = can be played
ui-card-hover = { $name }: { $text }
ui-pick-card = Choose a card of your hand: the places it can go light up.
ui-pick-card-blocked = Choose a card of your hand: { $reason ->
        [trapped] you are trapped, so you can lay no path card; play an action card or discard.
       *[broken] a broken tool lies in front of you, so you can lay no path card; play an action card or discard.
    }
ui-hint-path = Choose a lit spot in the maze. Turn the card round with R.
ui-hint-turn = It fits nowhere as it lies: turn it round (R).
ui-hint-nowhere = It fits nowhere in the maze now: discard it, or choose another card.
ui-hint-blocked = You cannot lay path cards while a broken tool or Trapped! lies in front of you.
ui-hint-rockfall = Choose a path card in the maze (marked ✕) to clear.
ui-hint-map = Choose a face-down goal card to look at.
ui-hint-seat = Choose a player.
ui-hint-repair = Choose whose tool to mend.
ui-hint-theft = Lay it in front of yourself.
ui-hint-none = This card cannot be played now: discard it, or choose another card.
ui-rotate = Turn round (R)
ui-rotate-same = Turn round (R): it looks the same
ui-discard-this = Discard face down (D)
ui-cancel = Cancel
ui-play-theft = Lay it in front of yourself
ui-mend = { $player }: { $tool }
ui-mend-tool = Mend: { $tool }
ui-choose-seat = Choose
ui-clear-title = Or discard two cards to remove a card in front of you:
ui-clear = Remove { $card }
ui-discard-card = Discard { $card }
ui-done = Stop and draw { $count ->
        [one] one card
       *[other] { $count } cards
    }
ui-rob = Rob { $player } (has { $gold })
ui-seats = Players
ui-hand-size = Cards in hand: { $count }
ui-gold = Gold: { $gold }
ui-tag-turn = to move
ui-tag-deciding = deciding
ui-role-title = Role: { $role }
ui-role-inspected = You saw this role with an Inspection: { $role }
ui-role-put-away = Put away by { card-swap_your_hats }; you had seen it with { card-inspection }: { $role }
ui-log-title = What happened
ui-log-empty = What happens appears here.
ui-log-your-role = Your role: { $role }.
ui-log-you-draw = You draw { $cards }.
ui-log-you-discard = You discard { $card } face down.
ui-log-path = { $player } lays { $card }{ $turned ->
        [yes] , turned round
       *[no] {""}
    }.
ui-log-goal = A goal card is turned over ({ $goal }): { $gold ->
        [yes] the gold!
       *[no] stone.
    }
ui-log-rockfall = { $player } clears { $card } with a rockfall.
ui-log-map-seen = You see { $goal }: { $card }.
ui-log-break = { $player } lays { $card } in front of { $target }.
ui-log-repair = { $player } plays { $card } for { $target }.
ui-log-inspect-seen = { $target } is: { $role }.
ui-log-new-role = Your new role: { $role }.
ui-log-clear = { $player } discards two cards and removes { $card }.
ui-keys-title = Keys
ui-key-pick = 1–9: choose a card of your hand
ui-key-rotate = R: turn the chosen path card round
ui-key-discard = D: discard the chosen card face down
ui-key-zoom = + and −: zoom the maze, 0: the whole maze (also Ctrl + wheel, or two fingers)
ui-key-cancel = Esc: drop the choice, close a card's text
ui-tap-hint = Tap or click a card for its full text.
ui-close = Close
ui-result-title = Round { $round }: the result
ui-result-found = The gold was found.
ui-result-not-found = The gold was not found.
ui-result-finder = { $player } completed the way.
ui-result-crystals = { $count ->
        [0] No crystals in the maze.
        [one] One crystal in the maze.
       *[other] { $count } crystals in the maze.
    }
ui-result-winner = winner
ui-result-trapped = trapped
ui-result-points = +{ $points }
ui-col-player = Player
ui-col-role = Role
ui-col-result = Result
ui-col-gold = Gold
ui-col-round = Round { $round }
# a round's column on a phone: its header, short (the whole name is read out)
ui-col-round-short = R{ $round }
ui-col-total = Gold in all
ui-end-title = The final gold
ui-end-winner = { $players } wins with the most gold.
ui-end-winners = { $players } share the win with the most gold.
ui-end-nobody = Nobody wins.
ui-end-note = Each round's column shows the gold dealt and the role held; thefts came after.
ui-play-again = Play again

## saboteur text
# The terminal (text.py). $who is a seat's name; $you is "yes" when that seat is the
# reader (spoken to, never named); $target_you and $victim_you the same for the other seat
# of a line; $winners a list of names with the reader last as term-you-listed. Typed
# commands stay English words in every language.
term-you = You
term-you-listed = you
term-nobody = nobody
term-header = { game-name } · round { $round } of { $rounds }
term-piles = draw pile { $pile } · discard pile { $discard }
term-legend = ┃━ tunnel · ┆┄ dead end · ╱╲ double curve (two tunnels) · b g blue or green door · ◆ crystal · H ladder · S start · 1 2 3 goal cards: ? face down, $ gold, o stone
term-axes = x grows to the right (toward the goals), y grows downward: type x, then y.
term-seat-cards = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
term-seat-gold = { $gold } gold
term-seat-role = role: { $role }
term-seat-seen = inspected: { $role }
term-seat-put-away = put away, seen before: { $role }
term-seat-buried = { $count } face down
term-seat-front = in front: { $cards }
term-result = Round { $round }: { $found ->
        [yes] the gold was found
       *[no] no gold
    }; winners: { $winners }
term-role = Your role: { $role }. { $text }
term-hand = Your hand:
term-hand-empty = Your hand is empty.
term-hand-turned = ↻ = the same card turned round: add “turned” to the command.
term-game-over = The game is over. Most gold: { $winners }.
term-waiting-turn = { $you ->
        [yes] Your turn.
       *[no] { $who } is taking a turn.
    }
term-waiting-discard-more = { $you ->
        [yes] You are discarding face down.
       *[no] { $who } is discarding face down.
    }
term-waiting-clear-discard = { $you ->
        [yes] You are discarding to remove a card.
       *[no] { $who } is discarding to remove a card.
    }
term-waiting-steal = { $you ->
        [yes] You are choosing whom to rob.
       *[no] { $who } is choosing whom to rob.
    }
term-ev-round = Round { $round } begins: { $you ->
        [yes] you play
       *[no] { $who } plays
    } first.
term-ev-your-role = Your role this round: { $role }.
term-ev-draw = { $you ->
        [yes] You draw
       *[no] { $who } draws
    } { $count ->
        [one] a card
       *[other] { $count } cards
    }.
term-ev-draw-seen = You draw { $cards }.
term-ev-discard = { $you ->
        [yes] You discard { $card } face down.
       *[no] { $who } discards a card face down.
    }
term-ev-pass = { $you ->
        [yes] You have no cards left and pass.
       *[no] { $who } has no cards left and passes.
    }
term-ev-theft = { $you ->
        [yes] You lay a Theft in front of yourself.
       *[no] { $who } lays a Theft in front of themselves.
    }
term-ev-theft-nothing = { $you ->
        [yes] You find nobody with gold to rob.
       *[no] { $who } finds nobody with gold to rob.
    }
term-ev-path = { $you ->
        [yes] You lay
       *[no] { $who } lays
    } { $card } at { maze-cell }{ $turned ->
        [yes] , turned round
       *[no] {""}
    }.
term-ev-goal = { $goal ->
        [0] The top goal card
        [2] The bottom goal card
       *[1] The middle goal card
    } is turned over: { $gold ->
        [yes] the gold!
       *[no] stone.
    }
term-ev-rockfall = { $you ->
        [yes] You bring
       *[no] { $who } brings
    } down a rockfall on { maze-cell }: { $removed } is gone.
term-ev-map = { $you ->
        [yes] You look at { $goal } with a map: { $gold ->
            [yes] the gold is there!
            [no] only stone.
           *[unknown] you saw it.
        }
       *[no] { $who } looks at { $goal } with a map.
    }
term-ev-break = { $you ->
        [yes] { $target_you ->
            [yes] You lay { $card } in front of yourself.
           *[no] You lay { $card } in front of { $target }.
        }
       *[no] { $target_you ->
            [yes] { $who } lays { $card } in front of you.
           *[no] { $who } lays { $card } in front of { $target }.
        }
    }
term-ev-repair = { $you ->
        [yes] { $target_you ->
            [yes] You repair your own tool
           *[no] You repair a tool of { $target }
        }
       *[no] { $target_you ->
            [yes] { $who } repairs your tool
           *[no] { $who } repairs a tool of { $target }
        }
    }: { $tool }.
term-ev-hands-off = { $you ->
        [yes] { $target_you ->
            [yes] You discard the Theft in front of yourself.
           *[no] You discard the Theft in front of { $target }.
        }
       *[no] { $target_you ->
            [yes] { $who } discards the Theft in front of you.
           *[no] { $who } discards the Theft in front of { $target }.
        }
    }
term-ev-swap-hand = { $you ->
        [yes] You swap hands with { $target }.
       *[no] { $target_you ->
            [yes] { $who } swaps hands with you.
           *[no] { $who } swaps hands with { $target }.
        }
    }
term-ev-new-hand = Your hand now: { $cards }.
term-ev-inspect = { $you ->
        [yes] You look at the role of { $target }.
       *[no] { $target_you ->
            [yes] { $who } looks at your role.
           *[no] { $who } looks at the role of { $target }.
        }
    }
term-ev-inspect-seen = Role of { $target }: { $role }.
term-ev-swap-hats = { $you ->
        [yes] { $target_you ->
            [yes] You put your role card away and draw a new one.
           *[no] You make { $target } swap hats.
        }
       *[no] { $target_you ->
            [yes] { $who } makes you swap hats.
           *[no] { $who } makes { $target } swap hats.
        }
    }
term-ev-new-role = Your new role: { $role }.
term-ev-trap = { $you ->
        [yes] You trap { $target }.
       *[no] { $target_you ->
            [yes] { $who } traps you.
           *[no] { $who } traps { $target }.
        }
    }
term-ev-free = { $you ->
        [yes] { $target_you ->
            [yes] You free yourself.
           *[no] You free { $target }.
        }
       *[no] { $target_you ->
            [yes] { $who } frees you.
           *[no] { $who } frees { $target }.
        }
    }
term-ev-clear = { $you ->
        [yes] You remove { $card } from in front of you, for two cards discarded.
       *[no] { $who } removes { $card } from in front of them, for two cards discarded.
    }
term-ev-round-end = { $found ->
        [yes] The gold is found!
       *[no] The round ends without the gold.
    } { $count ->
        [0] Nobody wins.
       *[other] Winners: { $winners }.
    }
term-ev-your-points = { $points ->
        [one] You get 1 gold this round.
       *[other] You get { $points } gold this round.
    }
term-ev-theft-blocked = { $you ->
        [yes] You cannot steal: { $reason ->
            [trapped] you are trapped.
           *[broken] a broken tool lies in front of you.
        }
       *[no] { $who } cannot steal: { $reason ->
            [trapped] they are trapped.
           *[broken] a broken tool lies in front of them.
        }
    }
term-ev-steal = { $you ->
        [yes] You take 1 gold from { $victim }.
       *[no] { $victim_you ->
            [yes] { $who } takes 1 gold from you.
           *[no] { $who } takes 1 gold from { $victim }.
        }
    }
term-ev-game-over = The game is over. Most gold: { $winners }.
term-action-break = { $card } on { $you ->
        [yes] yourself
       *[no] { $who }
    }
term-action-repair = { $card } for { $you ->
        [yes] yourself
       *[no] { $who }
    }: { $tool }
term-action-hands-off = { $card }: the Theft in front of { $you ->
        [yes] yourself
       *[no] { $who }
    }
term-action-swap-hand = { $card }: swap hands with { $who }
term-action-inspect = { $card }: look at the role of { $who }
term-action-swap-hats = { $card }: { $you ->
        [yes] put your own role away and draw a new one
       *[no] { $who } swaps hats
    }
term-action-trap = { $card } on { $who }
term-action-free = { $card }: free { $you ->
        [yes] yourself
       *[no] { $who }
    }
term-action-steal = Take 1 gold from { $who }
term-typed-help = You can type { $commands }.
term-typed-words = Command words: { $words }.
term-typed-fits = Card { $number } ({ $card }) fits at { $spots }.
term-spot = { $x } { $y }
term-spot-turned = { $x } { $y } turned
term-place-help = type 'play 3 at 2 -1', 'play 3 at 2 -1 turned', 'play 2 on Bot 1', 'repair 2 pick', 'map 5 goal 1', 'rockfall 4 at 1 0', 'discard 3', 'discard 1 4', 'clear 1', 'done', 'steal Bot 1', or a number from the list
term-refuse-not-now = Not possible now. { $prompt }
term-refuse-wait = It is not your turn to choose.
term-refuse-card-how = Name the card by its number in your hand, e.g. “{ $example }”.
term-refuse-no-card = { $count ->
        [0] Your hand is empty.
        [one] You have no card { $number }: you hold only card 1.
       *[other] You have no card { $number }: your cards are numbered 1 to { $count }.
    }
term-refuse-no-player = Nobody at this table is called “{ $word }”: type a seat number, a bot's name or “me”.
term-refuse-wrong-card = Card { $number } is { $card }: “{ $verb }” does not play it.
term-refuse-theft-twice = A Theft already lies in front of you.
term-refuse-blocked = You cannot lay path cards while a broken tool or Trapped! lies in front of you.
term-refuse-where = Say where { $card } goes, e.g. “{ $example }”.
term-refuse-fits-nowhere = { $card } fits nowhere in the maze now.
term-refuse-fit-other = { $card } fits at { maze-cell } only { $turned ->
        [yes] turned round
       *[no] the other way round
    }: type “{ $example }”.
term-refuse-no-fit = { $card } does not fit at { maze-cell }{ $turned ->
        [yes] {" "}turned round
       *[no] {""}
    }. It fits at { $spots }.
term-refuse-no-rock = A rockfall cannot clear { maze-cell }: only a path card of the maze (never the start or a goal card).
term-refuse-which-goal = Say which goal card, 1 (top), 2 (middle) or 3 (bottom), e.g. “{ $example }”.
term-refuse-no-goal = There is no goal card { $number }: they are 1 (top), 2 (middle) and 3 (bottom).
term-refuse-goal-up = Goal card { $number } is already face up.
term-refuse-which-player = Say which player, e.g. “{ $example }”.
term-refuse-target = { $card } cannot go to { $you ->
        [yes] you
       *[no] { $who }
    } now.
term-refuse-repair-none = { $card } finds no broken { $tool } to mend.
term-refuse-repair-nothing = { $card } finds nothing broken to mend.
term-refuse-which-tool = Say which tool to mend, e.g. “{ $example }”.
term-refuse-steal-who = You cannot rob { $you ->
        [yes] yourself
       *[no] { $who }
    }: choose { $choices }.
term-refuse-discard-how = Say which cards to discard, e.g. “{ $example }”.
term-refuse-discard-twice = Card { $number } is named twice.
term-refuse-discard-count = { $count ->
        [one] You can discard only one card now.
       *[other] You can discard at most { $count } cards now.
    }
term-refuse-clear-nothing = Nothing lies in front of you to remove.
term-refuse-clear-what = Say which card in front of you to remove: { $choices }.
term-refuse-clear-hand = You need two cards in hand to remove a card in front of you.
term-refuse-extra = { $card } does not take “{ $word }”: { $takes ->
        [path] it takes a cell of the maze, x then y, and “turned” when it lies turned round
        [cell] it takes a cell of the maze, x then y
        [goal] it takes a goal card, 1 (top), 2 (middle) or 3 (bottom)
        [player] it takes a player
        [repair] it takes a player, a tool or both
       *[nothing] it takes nothing more
    }, e.g. “{ $example }”.

## saboteur screen 2
# On a player's row: the cards the reader knows that player holds (they were the reader's own
# hand before a Swap Your Hand); $player is that player's name, $card a card's name.
ui-known-cards = { $count ->
        [one] You know one card in the hand of { $player }: it was yours before a { card-swap_your_hand }.
       *[other] You know { $count } cards in the hand of { $player }: they were yours before a { card-swap_your_hand }.
    }
ui-known-card = { $card }: in the hand of { $player }; it was yours before a { card-swap_your_hand }.

## the groups of `Game.group_results` (simulate and tournament tables): the round's roles
group-saboteur = { role-saboteur }
group-gold_digger_blue = { role-gold_digger_blue }
group-gold_digger_green = { role-gold_digger_green }
group-boss = { role-boss }
group-profiteer = { role-profiteer }
group-geologist = { role-geologist }

## the round's result: a player who neither won nor was trapped
ui-result-lost = no win

## the maze: a goal the player saw with a map (drawn face up to them alone), and the cell
## the last move's rockfall emptied
ui-goal-seen-mark = Seen by you
ui-last-rockfall = Just cleared by a rockfall: { $card } ({ maze-cell })
