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
    .text = Lay it in front of another player: they cannot place path cards. Still trapped when the round ends, they win nothing and do not count as a winner.
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
option-winner_rule-seed = Only the doors count: a team wins if some way to the gold has no door of the other colour (seed)
option-winner_rule-official = The team of the player who completed the path comes first (official rulebook)
option-geologist = When geologists score
option-geologist-help = Geologists take 1 gold per crystal in the maze; two geologists share it, rounding down.
option-geologist-seed = Only when the gold card is reached (seed)
option-geologist-official = Every round (official rulebook)
option-profiteer_alone = Profiteer winning alone
option-profiteer_alone-help = What a profiteer takes when he is the only winner of the round.
option-profiteer_alone-full = The full amount (seed)
option-profiteer_alone-minus_two = Still 2 less (official rulebook)

## Help

help-title = How to play Saboteur
help-body =
    ## The goal
    Dig a tunnel from the start card to the gold, or stop the others from doing it. Everyone has a secret role; three rounds, the most gold wins.
    ## Your turn
    - Play a path card next to the maze, joined to a tunnel from the start (not with a broken tool or Trapped! in front of you).
    - Or play an action card: break or repair a tool, rockfall, map, theft, hands off, swap hands, inspection, swap hats, Trapped!, Free at Last!
    - Or discard two cards to remove one card in front of you, then draw one.
    - Or discard one to three cards face down and draw as many.
    ## The end of a round
    The round ends when the gold card is reached or when every hand is empty. Winners share the gold; thieves steal afterwards.
help-keys =
    - Pick an action from the list of your legal actions.

## Decisions (what the others wait for)

decision-turn = Player { $player } is taking a turn.
decision-discard_more = Player { $player } is discarding face down ({ $count } so far).
decision-clear_discard = Player { $player } is discarding to clear a card ({ $left } to go).
decision-steal = Player { $player } is choosing whom to rob.

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

action-path = { $card } at { $x }, { $y }{ $turned ->
        [yes] , turned round
       *[no] {""}
    }
action-rockfall = { $card } on { $x }, { $y }
action-done = Stop discarding and draw
action-discard = Discard { $card } face down
action-clear = Discard two cards to remove { $card }
action-steal = Rob player { $player }
action-break = { $card } on player { $player }
action-repair = { $card }: mend the { $tool } of player { $player }
action-map = { $card }: look at { $goal }
goal-0 = the top goal card
goal-1 = the middle goal card
goal-2 = the bottom goal card
action-theft = { $card } in front of yourself
action-hands_off = { $card } on player { $player }'s Theft
action-swap_hand = { $card } with player { $player }
action-inspect = { $card }: look at player { $player }'s role
action-swap_hats = { $card } on player { $player }
action-trap = { $card } on player { $player }
action-free = { $card }: free player { $player }

## Events

event-round = Round { $round } begins.
event-draw = Player { $player } draws { $count ->
        [one] a card
       *[other] { $count } cards
    }.
event-discard = Player { $player } discards a card face down.
event-pass = Player { $player } has no cards and passes.
event-path = Player { $player } lays a path card.
event-goal = A goal card is turned over: { $gold ->
        [yes] the gold!
       *[no] stone.
    }
event-rockfall = Player { $player } clears a path card with a rockfall.
event-map = Player { $player } looks at a goal card.
event-theft = Player { $player } plays a Theft.
event-break = Player { $player } breaks a tool of player { $target }.
event-repair = Player { $player } mends a tool of player { $target }.
event-hands_off = Player { $player } discards the Theft of player { $target }.
event-swap_hand = Player { $player } swaps hands with player { $target }.
event-inspect = Player { $player } inspects the role of player { $target }.
event-swap_hats = Player { $player } makes player { $target } swap hats.
event-trap = Player { $player } traps player { $target }.
event-free = Player { $player } frees player { $target }.
event-clear = Player { $player } discards two cards to remove a card in front.
event-round_end = { $found ->
        [yes] The gold is found.
       *[no] The round ends without the gold.
    } { $winners ->
        [0] Nobody wins.
        [one] One winner takes { $base } gold.
       *[other] { $winners } winners take { $base } gold each.
    }
event-theft_blocked = Player { $player } cannot steal.
event-theft_nothing = Player { $player } finds nobody to rob.
event-steal = Player { $player } robs player { $victim } of 1 gold.
event-game_over = The game is over.

## Round results

result-title = Round { $round }
result-points = { $points ->
        [one] 1 gold
       *[other] { $points } gold
    }
