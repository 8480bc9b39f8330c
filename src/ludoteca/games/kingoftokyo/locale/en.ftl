# King of Tokyo: Dark Edition — what players read, in English.
#
# One catalogue per language beside the game's data (core/i18n.py). Conventions:
#   $who      a monster or player, already formatted; $you is "yes" when it is the reader
#             (the terminal's "You"), so verbs agree ("You gain", "Bot 1 gains")
#   $by_you, $from_you, $to_you, $target_you
#             "yes" when the other seat a line names is the reader ("loses 1 heart to you")
#   $with_you "yes" when the reader is among a list of names ($targets, $winners, joined
#             the language's way with the reader last as you-listed); $others counts the rest
#   numbers   passed as numbers: plural variants come from the language's plural rules
#   card-ID, tile-ID, monster-ID    names; a card's and a tile's full text is .text
# The English names are those of the published English edition (as the Board Game Arena
# deck gives them); the texts are our own words.

game-name = King of Tokyo: Dark Edition

## Lobby options

option-two_player_variant = Two-player rule
option-two_player_variant-help = Only with two players: entering Tokyo or starting your turn there gives 1 energy instead of victory points, as the rulebook recommends.
option-two_player_variant-true = On (energy instead of points)
option-two_player_variant-false = Off (the usual points)
option-tiles = Wickedness tiles
option-tiles-help = Each wickedness tile has a red and a green side with different powers. Red is the side for a first game.
option-tiles-red = Red side (first game)
option-tiles-green = Green side
option-tiles-mix = A random mix of both sides

## Words of the game

you-name = You
# the reader among other names in a list ("Bot 2 and you")
you-listed = you
who-you = { $name } (you)
seat-name = Seat { $seat }
face-1 = 1
face-2 = 2
face-3 = 3
face-energy = ENERGY
face-heart = HEART
face-smash = SMASH
group-numbers = Numbers
group-energy = Energy
group-smash = Smash
group-heart = Hearts
area-city = Tokyo City
area-bay = Tokyo Bay
tokyo = Tokyo
token-poison = Poison
token-shrink = Shrink Ray
token-smoke = Smoke
card-type-keep = Keep
card-type-discard = Discard
tile-side-red = red side
tile-side-green = green side
hearts-count = { $n ->
    [one] { $n } heart
   *[other] { $n } hearts
}
vp-count = { $n } VP
energy-count = { $n } energy
dice-count = { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
rolls-count = { $n ->
    [one] { $n } roll
   *[other] { $n } rolls
}
list-nobody = nobody

## Why something happened (event reasons; a card's or tile's id shows its name instead)

why-dice = dice
why-start-in-tokyo = starting in Tokyo
why-enter-tokyo = entering Tokyo
why-buy = buying
why-sold = a card sold
why-eliminated = eliminated
why-revive = starting over
why-sweep = sweeping the market
why-smash = smash
why-effect = a card effect
why-lose-all = losing all hearts
why-poison = poison
why-max-hp = maximum hearts lowered
why-wings = Wings
why-super-jump = Super Jump
why-rapid-healing = Rapid Healing
why-energy-drink = Energy Drink
why-stretchy = Stretchy
why-hibernation = Hibernation
why-jets = Jets
why-metamorph = Metamorph
why-woke-up = woke up
why-no-smoke-left = no Smoke left
why-used = used up
why-probe-rolled-a-heart = the probe rolled a HEART

## The event log (terminal and browser)

event-rolloff = { $you ->
    [yes] You roll the most SMASH and play first
   *[no] { $who } rolls the most SMASH and plays first
}
event-rolloff-rounds = { $you ->
    [yes] After { $rounds } roll-off rounds, you roll the most SMASH and play first
   *[no] After { $rounds } roll-off rounds, { $who } rolls the most SMASH and plays first
}
event-turn = { $you ->
    [yes] Your turn
   *[no] { $who }'s turn
}
event-turn-extra = { $you ->
    [yes] Your extra turn
   *[no] { $who }'s extra turn
}
event-roll = { $you ->
    [yes] You roll: { $faces }
   *[no] { $who } rolls: { $faces }
}
event-reroll = { $you ->
    [yes] You reroll { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }: { $faces }
   *[no] { $who } rerolls { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }: { $faces }
}
event-set-die = { $you ->
    [yes] You turn die { $die } into { $face } ({ $source })
   *[no] { $who } turns die { $die } into { $face } ({ $source })
}
event-vp-gain = { $you ->
    [yes] You gain { $amount } VP ({ $why }): { $total } now
   *[no] { $who } gains { $amount } VP ({ $why }): { $total } now
}
event-vp-lose = { $you ->
    [yes] You lose { $amount } VP ({ $why }): { $total } now
   *[no] { $who } loses { $amount } VP ({ $why }): { $total } now
}
event-energy-gain = { $you ->
    [yes] You gain { $amount } energy ({ $why }): { $total } now
   *[no] { $who } gains { $amount } energy ({ $why }): { $total } now
}
event-energy-lose = { $you ->
    [yes] You spend { $amount } energy ({ $why }): { $total } left
   *[no] { $who } spends { $amount } energy ({ $why }): { $total } left
}
event-hp-gain = { $you ->
    [yes] You gain { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $why }): { $total } now
   *[no] { $who } gains { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $why }): { $total } now
}
event-hp-lose = { $you ->
    [yes] You lose { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $why }): { $total } left
   *[no] { $who } loses { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $why }): { $total } left
}
event-hp-lose-by = { $you ->
    [yes] You lose { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } to { $by } ({ $why }): { $total } left
   *[no] { $who } loses { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } to { $by_you ->
        [yes] you
       *[no] { $by }
    } ({ $why }): { $total } left
}
event-wickedness-gain = { $you ->
    [yes] You gain { $amount } wickedness: { $total } now
   *[no] { $who } gains { $amount } wickedness: { $total } now
}
event-wickedness-lose = { $you ->
    [yes] Your wickedness drops to { $total } ({ $why })
   *[no] { $who }'s wickedness drops to { $total } ({ $why })
}
event-smash = { $you ->
    [yes] You smash { $count ->
        [one] once
       *[other] { $count } times
    }, hitting { $targets }
   *[no] { $with_you ->
        [yes] { $others ->
            [0] { $who } smashes you { $count ->
                [one] once
               *[other] { $count } times
            }
           *[other] { $who } smashes { $count ->
                [one] once
               *[other] { $count } times
            }, hitting { $targets }
        }
       *[no] { $who } smashes { $count ->
        [one] once
       *[other] { $count } times
    }, hitting { $targets }
    }
}
event-smash-nobody = { $you ->
    [yes] You smash { $count ->
        [one] once
       *[other] { $count } times
    }, hitting nobody
   *[no] { $who } smashes { $count ->
        [one] once
       *[other] { $count } times
    }, hitting nobody
}
event-token-gain = { $you ->
    [yes] You get { $token ->
        [poison] { $amount ->
            [one] { $amount } Poison token
           *[other] { $amount } Poison tokens
        }
        [shrink] { $amount ->
            [one] { $amount } Shrink Ray token
           *[other] { $amount } Shrink Ray tokens
        }
       *[smoke] { $amount ->
            [one] { $amount } Smoke token
           *[other] { $amount } Smoke tokens
        }
    }: { $total } now
   *[no] { $who } gets { $token ->
        [poison] { $amount ->
            [one] { $amount } Poison token
           *[other] { $amount } Poison tokens
        }
        [shrink] { $amount ->
            [one] { $amount } Shrink Ray token
           *[other] { $amount } Shrink Ray tokens
        }
       *[smoke] { $amount ->
            [one] { $amount } Smoke token
           *[other] { $amount } Smoke tokens
        }
    }: { $total } now
}
event-token-lose = { $you ->
    [yes] You lose { $token ->
        [poison] { $amount ->
            [one] { $amount } Poison token
           *[other] { $amount } Poison tokens
        }
        [shrink] { $amount ->
            [one] { $amount } Shrink Ray token
           *[other] { $amount } Shrink Ray tokens
        }
       *[smoke] { $amount ->
            [one] { $amount } Smoke token
           *[other] { $amount } Smoke tokens
        }
    }: { $total } left
   *[no] { $who } loses { $token ->
        [poison] { $amount ->
            [one] { $amount } Poison token
           *[other] { $amount } Poison tokens
        }
        [shrink] { $amount ->
            [one] { $amount } Shrink Ray token
           *[other] { $amount } Shrink Ray tokens
        }
       *[smoke] { $amount ->
            [one] { $amount } Smoke token
           *[other] { $amount } Smoke tokens
        }
    }: { $total } left
}
event-enter = { $you ->
    [yes] You enter { $area }
   *[no] { $who } enters { $area }
}
event-leave = { $you ->
    [yes] { $why ->
        [yield] You yield { $area }
        [forced] You are driven out of { $area }
        [bay_closed] You leave { $area }: the bay closes
        [death] You fall in { $area }
       *[other] You leave { $area }
    }
   *[no] { $why ->
        [yield] { $who } yields { $area }
        [forced] { $who } is driven out of { $area }
        [bay_closed] { $who } leaves { $area }: the bay closes
        [death] { $who } falls in { $area }
       *[other] { $who } leaves { $area }
    }
}
event-stay = { $you ->
    [yes] You stay in Tokyo
   *[no] { $who } stays in Tokyo
}
event-move = { $you ->
    [yes] You move from { $from } to { $to }
   *[no] { $who } moves from { $from } to { $to }
}
event-tile = { $you ->
    [yes] You take the wickedness tile { $tile }
   *[no] { $who } takes the wickedness tile { $tile }
}
event-tile-lost = { $you ->
    [yes] You lose the tile { $tile } ({ $why })
   *[no] { $who } loses the tile { $tile } ({ $why })
}
event-copy = { $you ->
    [yes] Your Fluxling copies { $card }
   *[no] { $who }'s Fluxling copies { $card }
}
event-buy = { $you ->
    [yes] { $source ->
        [deck] You buy { $card } from the top of the deck for { $price } energy
        [owned] You buy { $card } from another monster for { $price } energy
       *[market] You buy { $card } for { $price } energy
    }
   *[no] { $source ->
        [deck] { $who } buys { $card } from the top of the deck for { $price } energy
        [owned] { $who } buys { $card } from another monster for { $price } energy
       *[market] { $who } buys { $card } for { $price } energy
    }
}
event-sweep = { $you ->
    [yes] You sweep the market
   *[no] { $who } sweeps the market
}
event-reveal = New card in the market: { $card }
event-reshuffle = The discard pile is shuffled into a new deck ({ $size ->
    [one] { $size } card
   *[other] { $size } cards
})
event-discard = { $you ->
    [yes] You discard { $card } ({ $why })
   *[no] { $who } discards { $card } ({ $why })
}
event-card-moved = { $from_you ->
    [yes] { $card } goes from you to { $to }
   *[no] { $to_you ->
        [yes] { $card } goes from { $from } to you
       *[no] { $card } goes from { $from } to { $to }
    }
}
event-damage-prevented = { $you ->
    [yes] You avoid losing { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $why })
   *[no] { $who } avoids losing { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $why })
}
event-camouflage = { $you ->
    [yes] You roll for Camouflage: { $faces }
   *[no] { $who } rolls for Camouflage: { $faces }
}
event-probe = { $you ->
    [yes] You probe { $target }: die { $die } becomes { $face }
   *[no] { $target_you ->
        [yes] { $who } probes you: your die { $die } becomes { $face }
       *[no] { $who } probes { $target }: die { $die } becomes { $face }
    }
}
event-extra-turn = { $you ->
    [yes] You will take another turn
   *[no] { $who } will take another turn
}
event-extra-turn-fewer = { $you ->
    [yes] You will take another turn, with { $fewer ->
        [one] { $fewer } die
       *[other] { $fewer } dice
    } fewer
   *[no] { $who } will take another turn, with { $fewer ->
        [one] { $fewer } die
       *[other] { $fewer } dice
    } fewer
}
event-revive = { $you ->
    [yes] You rise again thanks to { $card }!
   *[no] { $who } rises again thanks to { $card }!
}
event-eliminated = { $you ->
    [yes] You are eliminated!
   *[no] { $who } is eliminated!
}
event-over = Game over: { $with_you ->
    [yes] { $others ->
        [0] you win!
       *[other] { $winners } win!
    }
   *[no] { $count ->
        [one] { $winners } wins!
       *[other] { $winners } win!
    }
}
event-over-nobody = Game over: nobody wins, every monster fell.

## Who is deciding what (the waiting line; the decision's fields are its variables)

decision-roll = { $you ->
    [yes] You are rolling the dice
   *[no] { $who } is rolling the dice
}
decision-resolve = { $you ->
    [yes] You are resolving the dice
   *[no] { $who } is resolving the dice
}
decision-buy = { $you ->
    [yes] You may buy power cards
   *[no] { $who } may buy power cards
}
decision-damage = { $you ->
    [yes] You are about to lose { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $cause }) and may prevent it
   *[no] { $who } is about to lose { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    } ({ $cause }) and may prevent it
}
decision-yield = { $you ->
    [yes] You decide whether to yield Tokyo
   *[no] { $who } decides whether to yield Tokyo
}
decision-tile = { $you ->
    [yes] You choose a wickedness tile of level { $level }
   *[no] { $who } chooses a wickedness tile of level { $level }
}
decision-probe = { $you ->
    [yes] You may use Psychic Probe
   *[no] { $who } may use Psychic Probe
}
decision-jets = { $you ->
    [yes] You decide whether to fly off with Jets before losing { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    }
   *[no] { $who } decides whether to fly off with Jets before losing { $amount ->
        [one] { $amount } heart
       *[other] { $amount } hearts
    }
}
decision-swap = { $you ->
    [yes] You may swap Unstable DNA for a card
   *[no] { $who } may swap Unstable DNA for a card
}
decision-opportunist = { $you ->
    [yes] You may buy the new card (Opportunist)
   *[no] { $who } may buy the new card (Opportunist)
}
decision-sell = { $you ->
    [yes] You may sell KEEP cards (Metamorph)
   *[no] { $who } may sell KEEP cards (Metamorph)
}
decision-copy = { $you ->
    [yes] You choose a card for Fluxling to copy
   *[no] { $who } chooses a card for Fluxling to copy
}
decision-other = { $you ->
    [yes] You are deciding
   *[no] { $who } is deciding
}

## The terminal (ludoteca play kingoftokyo)

term-turn = Turn { $turn }
term-city = Tokyo City: { $who }
term-bay = Tokyo Bay: { $who }
term-empty = empty
term-extra-turn = extra turn
term-in-city = in Tokyo City
term-in-bay = in Tokyo Bay
term-eliminated = { $who } ({ $monster }): eliminated, { $vp } VP
term-monster = { $who } ({ $monster }){ $where }: { $hp }/{ $max } hearts, { $vp } VP, { $energy } energy, wickedness { $wickedness }
term-mark-poison = Poison { $n }
term-mark-shrink = Shrink Ray { $n }
term-mark-zombie = zombie
term-mark-hibernating = hibernating
term-card-smoke = { $card } ({ $n } Smoke)
term-owned-tile = tile { $tile }
term-owned-copy = copy of { $card }
term-dice = Dice: { $faces }
term-dice-none = Dice: not rolled yet
term-roll-number = roll { $roll }
term-rolls-left = { $n ->
    [one] { $n } roll left
   *[other] { $n } rolls left
}
term-resolved = resolved: { $groups }
term-market = Market:
term-market-empty = (empty)
term-market-card = { $name } { $price } energy, { $type }: { $text }
term-market-card-cheaper = { $name } { $price } energy (printed { $cost }), { $type }: { $text }
term-top-card = top of the deck: { $name } { $price } energy: { $text }
term-deck = Deck: { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
}; discard: { $discard }; wickedness tiles left: { $tiles }
term-tiles-none = none
term-game-over = Game over: { $with_you ->
    [yes] { $others ->
        [0] you won
       *[other] { $winners } won
    }
   *[no] { $count ->
        [one] { $winners } won
       *[other] { $winners } won
    }
}
term-game-over-nobody = Game over: nobody won
term-help = type 'reroll 1 3 5', 'keep 2 4', 'stop', 'resolve smash', 'buy 2', 'sweep', 'end', 'yield', 'stay', 'set 2 smash', or a number from the list
term-typed-help = You can also type { $commands }.

## The terminal: why a typed command is refused (the commands are English words in every language)

term-refuse-not-now = Not possible now: { $action }.
term-refuse-not-rolling = You are not rolling dice now.
term-refuse-no-rolls-left = You have no rolls left this turn: the dice stay as they are.
term-refuse-reroll-threes = With no rolls left, only dice showing 3 may be rolled again.
term-refuse-no-die = { $count ->
    [0] There are no dice to choose now.
    [1] There is no die { $die }: there is only die 1.
   *[other] There is no die { $die }: the dice are numbered 1 to { $count }.
}
term-refuse-die-number = “{ $word }” is not a die: type dice by their numbers, as in “keep 2 4”.
term-refuse-group-none = Say which dice to resolve: { $choices }.
term-refuse-group = “{ $group }” is not a group of dice: type { $choices }.
term-refuse-group-nothing = { $group }: nothing to resolve now.
term-refuse-heart-cure = Your hearts cannot remove { $poison } Poison and { $shrink } Shrink Ray now.
term-refuse-buy-what = Say which card to buy by its number in the market, as in “buy 2”.
term-refuse-no-slot = There is no card { $slot } in the market: the cards are numbered 1 to { $count }.
term-refuse-slot-empty = There is no card in the market at { $slot } now.
term-refuse-buy-slot = You cannot buy card { $slot } now.
term-refuse-afford = { $card } costs { $price } energy and you have { $energy }.
term-refuse-buy-card = You cannot buy { $card } now.
term-refuse-sweep-energy = Sweeping the market costs 2 energy and you have { $energy }.
term-refuse-not-asked-yield = Nobody is asking you whether to stay in Tokyo or yield it now.
term-refuse-no-extra = You have no extra roll to take now.
term-refuse-no-tool = You have no card that changes a die now.
term-refuse-tool-not-now = { $card } cannot be used now.
term-refuse-set-how = Say the die and its new face, as in “set 2 smash”.
term-refuse-face-missing = Say the new face too, as in “set { $die } smash”.
term-refuse-face = “{ $face }” is not a face of the dice: type { $faces }.
term-refuse-set-face = You cannot turn die { $die } into { $face } now.
term-refuse-set-same = Die { $die } already shows { $face }.
term-refuse-no-probe = You cannot use Psychic Probe now.
term-refuse-probe-how = Say which die to probe, as in “probe 3”.
term-refuse-no-tile = You have no wickedness tile to take now.
term-refuse-tile = “{ $name }” is not a tile you may take: { $tiles }.

## Actions, as the terminal lists them

action-reroll-all = reroll all dice
action-reroll = reroll dice { $dice }
action-stop-rolling = stop rolling
action-extra-roll = extra roll ({ $source })
action-set-die = { $source }: die { $die } to { $face }
action-resolve = resolve { $group }
action-resolve-heart = resolve hearts (cure { $poison } Poison, { $shrink } Shrink Ray)
action-take-tile = take { $tile }: { $text }
action-buy = buy { $card } ({ $price } energy): { $text }
action-buy-slot = buy card { $slot }
action-buy-top = buy the top card, { $card }
action-buy-top-unseen = buy the top card of the deck
action-buy-owned = buy { $card } from { $owner }
action-probe = probe die { $die }
action-swap-card = take { $card } for Unstable DNA
action-sell = sell { $card } for { $price } energy
action-copy-card = copy { $card }
action-end-turn = end the turn
action-end-selling = done (sell nothing)
action-yield = yield Tokyo
action-stay = stay in Tokyo
action-sweep = sweep the market (2 energy)
action-wings = Wings: lose no hearts this turn (2 energy)
action-super-jump = Super Jump: lose 1 heart less (1 energy)
action-rapid-heal = Rapid Healing: gain 1 heart (2 energy)
action-wake = wake up (discard Hibernation)
action-pass = pass

## The browser screen

ui-log-title = What happened
ui-log-empty = The story of the battle appears here.
ui-a-card = a power card
ui-a-tile = a tile
ui-turn = Turn { $turn }
ui-extra-turn = extra turn
ui-status-over = The battle for Tokyo is over
ui-status-roll = { $who } is rolling · roll { $roll } of { $total }
ui-location-city = in Tokyo City
ui-location-bay = in Tokyo Bay
ui-location-out = outside Tokyo
ui-tag-eliminated = eliminated
ui-tag-turn = turn
ui-tag-deciding = deciding…
ui-tag-winner = winner
ui-tag-zombie = zombie
ui-zombie-title = Zombify: at most 12 hearts, HEART results do nothing
ui-tag-hibernating = hibernating
ui-hibernating-title = Hibernation: no damage, no entering Tokyo, no buying
ui-poison-title = { $n ->
    [one] { $n } Poison token: loses that many hearts at the end of its turn
   *[other] { $n } Poison tokens: loses that many hearts at the end of its turn
}
ui-shrink-title = { $n ->
    [one] { $n } Shrink Ray token: one die fewer for each
   *[other] { $n } Shrink Ray tokens: one die fewer for each
}
ui-hp-title = { $hp } of { $max } hearts
ui-vp-title = { $vp } of 20 victory points
ui-energy-title = { $n } energy
ui-wicked-label = wicked
ui-wicked-title = wickedness { $n }: tiles at 3, 6 and 10
ui-wicked-level = level { $level }
ui-wicked-level-taken = level { $level }: tile taken
ui-smoke-title = { $n ->
    [one] { $n } Smoke token: one extra roll each
   *[other] { $n } Smoke tokens: one extra roll each
}
ui-smoke-left = { $n ->
    [one] { $n } Smoke token left
   *[other] { $n } Smoke tokens left
}
ui-card-title = { $name } ({ $type }, cost { $cost }): { $text }
ui-tile-title = { $name } (wickedness { $level }): { $text }
ui-card-hover = { $name }: { $text }
ui-copy-chip = copies { $card }
ui-copy-title = Fluxling copies { $card }: { $text }
ui-empty = empty
ui-bay-closed = closed
ui-bay-closed-title = Tokyo Bay is used with 5 or more monsters
ui-tokyo-rule = Entering Tokyo: +1 ★ · starting a turn there: +2 ★
ui-tokyo-rule-2p = Entering Tokyo or starting a turn there: +1 energy
ui-die = Die { $die }: { $face }
ui-die-kept = Die { $die }: { $face } (kept)
ui-die-toggle = Die { $die }: { $face }. Click to keep it
ui-die-kept-toggle = Die { $die }: { $face } (kept). Click to roll it again
ui-keep-tag = keep
ui-reroll-all = Reroll all dice
ui-reroll = { $n ->
    [one] Reroll { $n } die
   *[other] Reroll { $n } dice
}
ui-reroll-blocked = choose dice that may be rerolled
ui-stop-rolling = Keep these dice
ui-extra-roll = Extra roll: { $source }
ui-extra-roll-energy_drink = Extra roll: Energy Drink (1⚡)
ui-extra-roll-smoke_cloud = Extra roll: Smoke Cloud (1 Smoke)
ui-reroll-note-dweller = These dice cannot all be rerolled now: with no roll left only dice showing 3 may be rolled again (Background Dweller), so keep the others.
ui-reroll-note = These dice cannot all be rerolled now: keep some of them.
ui-reroll-all-kept = Every die is kept: tap a die to release it and reroll it, or keep these dice.
ui-tool = { $name }
ui-tool-paid = { $name } ({ $cost }⚡)
ui-tool-pick = { $tool }: click the die to change.
ui-tool-face = Die { $die } becomes:
ui-cancel = Cancel
ui-hint-keep = Click the dice you keep; the others are rolled again.
ui-hint-probe = Psychic Probe: click one of these dice to reroll it.
ui-no-more-rolling = No more rolling.
ui-waiting-first-roll = Waiting for the first roll…
ui-dice = Dice
ui-dice-of = { $who }'s dice
ui-rolls-title = rolls made and left
ui-roll-of = roll { $roll } of { $total } · { $left ->
    [one] { $left } roll left
   *[other] { $left } rolls left
}
ui-final-roll = { $n ->
    [one] final roll (after { $n } roll)
   *[other] final roll (after { $n } rolls)
}
ui-sum-numbers = { $count }× { $face }: { $vp } ★
ui-sum-smash = { $n } smash
ui-sum-nothing = nothing scores yet
ui-sum-resolved = resolved: { $groups }
ui-you-pay = you pay
ui-price = price
ui-price-title-you = what you would pay
ui-price-title = what the viewer would pay
ui-buy-for = Buy for { $price }⚡
ui-top-card = top of the deck (Made in a Lab)
ui-buy-it = Buy it
ui-buy-top = Buy the top card
ui-power-cards = Power cards
ui-sweep = Sweep the market (2⚡)
ui-deck-title = cards left in the deck
ui-in-deck = in deck
ui-discarded = { $count } discarded
ui-read-card = Read the whole card
ui-printed-cost = printed cost
ui-wickedness-tiles = Wickedness tiles
ui-none-left = none left
ui-take = Take
ui-yield = Yield Tokyo
ui-stay = Stay in Tokyo
ui-wings = Wings: no damage (2⚡)
ui-super-jump = Super Jump: cancel 1 (1⚡)
ui-rapid-heal = Rapid Healing: +1 heart (2⚡)
ui-wake = Wake up (discard Hibernation)
ui-probe-die = reroll die { $die }
ui-swap-take = Take { $card }
ui-buy-owned = Buy { $card } from { $who } ({ $cost }⚡)
ui-buy-owned-plain = Buy { $card } ({ $cost }⚡)
ui-sell = Sell { $card } for { $cost }⚡
ui-copy = Copy { $card } ({ $monster })
ui-copy-plain = Copy { $card }
ui-pass = Pass
ui-pass-damage = Take the damage
ui-pass-probe = Do not probe
ui-pass-swap = Keep my card
ui-pass-opportunist = Do not buy
ui-pass-copy = Copy nothing
ui-pass-sell = Sell nothing
ui-pass-resolve = Keep the dice as they are
ui-end-turn = End turn
ui-resolve-numbers = Score the numbers
ui-resolve-energy = Take { $n } energy
ui-resolve-smash = Smash ×{ $n }
ui-resolve-heart = Hearts: heal { $heal }
ui-resolve-heart-cure = Hearts: heal { $heal }, remove Poison { $poison }, Shrink Ray { $shrink }
ui-prompt-roll = Roll { $roll } of { $total }: keep the dice you like and reroll the others, or keep them all.
ui-prompt-roll-last = No rolls left: keep these dice or take an extra roll.
ui-prompt-resolve = Resolve your dice: choose the group to resolve next.
ui-prompt-buy = Buy power cards from the market, or end your turn.
ui-prompt-tile = Your wickedness reached { $level }: take a wickedness tile of level { $level }.
ui-prompt-copy = Fluxling: choose a KEEP card to copy.
ui-prompt-yield = You were smashed. Stay in Tokyo or yield it?
ui-prompt-yield-by = { $who } smashed you. Stay in Tokyo or yield it?
ui-prompt-jets = { $who } smashes you for { $amount ->
    [one] { $amount } heart
   *[other] { $amount } hearts
}. With Jets, yield now and lose no hearts, or stay and take them.
ui-prompt-damage = You are about to lose { $amount ->
    [one] { $amount } heart
   *[other] { $amount } hearts
}. Prevent it?
ui-prompt-damage-by = You are about to lose { $amount ->
    [one] { $amount } heart
   *[other] { $amount } hearts
} to { $who }. Prevent it?
ui-prompt-probe = Psychic Probe: reroll one of { $who }'s dice?
ui-prompt-swap = Unstable DNA: swap it for one of { $who }'s cards?
ui-prompt-opportunist = Opportunist: buy the card just revealed at its usual price?
ui-prompt-sell = Metamorph: sell KEEP cards for their printed cost, or end your turn.
ui-prompt-other = Your move.
ui-winner-one = { $who } is the King of Tokyo!
ui-winner-many = Shared victory: { $who }!
ui-winner-none = Nobody wins: every monster fell.
ui-col-monster = Monster
ui-final-table = Final standings
ui-col-result = Result
ui-col-player = Player
ui-col-vp = VP
ui-col-hearts = Hearts
ui-play-again = Play again
ui-tile-info = { $side } · wickedness { $level }
ui-close = Close
ui-keys-title = Keys
ui-key-dice = 1–8: keep or release a die
ui-key-reroll = R: reroll the dice not kept
ui-key-stop = S: keep these dice
ui-key-end = E: end the turn
ui-key-close = Esc: close a card's text
ui-tap-hint = Tap or click a card's or tile's name to read all of it.

## How to play (the shell's help page: "## " starts a heading, "- " a list item)

help-title = How to play King of Tokyo
help-body =
    ## The goal
    You are a giant monster fighting for Tokyo. Win by reaching 20 victory points (★), or by being the last monster still standing.

    ## A turn
    - Roll the six dice. You may roll again up to two more times: keep the dice you like and roll the rest (a kept die can be rolled again later).
    - Resolve the dice you end with, in the order you choose.
    - If nobody is in Tokyo, you must go in.
    - Buy power cards with your energy, as many as you can pay for. For 2 energy you may also sweep the three cards on offer and show three new ones.
    - Your turn ends; cards that act at the end of a turn do so now. Play passes clockwise.

    ## The dice
    - 1, 2, 3: three of the same number give that many points; each extra matching die adds 1. Three 1s also give 2 wickedness, three 2s give 1.
    - ENERGY (lightning): take 1 energy. Energy buys power cards and pays for some of their powers.
    - HEART: heal 1 heart, up to 10. Not while you are in Tokyo.
    - SMASH (claws): every monster in the other place loses 1 heart. From outside you hit the monsters in Tokyo; from inside Tokyo you hit everyone outside.

    ## Tokyo City and Tokyo Bay
    Going into Tokyo gives 1 ★, and starting your turn there gives 2 ★ more. In Tokyo you cannot heal with HEART dice, and every monster outside hits you. When smashed by dice you may yield: leave Tokyo, and the monster that hit you takes your place. Tokyo Bay is opened with 5 or 6 monsters and works just like the City; when fewer than 5 are left, it closes.

    ## Wickedness
    Three 1s or three 2s move your wickedness up the gauge. On reaching 3, 6 and 10 you take one wickedness tile of that level: a lasting power or a one-time effect. Each level gives one tile only, and the gauge never goes down.

    ## Cards and tiles
    KEEP cards stay in front of you with a lasting power; DISCARD cards act at once and are thrown away. Tap or click a card's or tile's name to read all of it.

    ## Playing here
    - The first player is found by an automatic roll-off: the most SMASH goes first.
    - Nobody is timed; bots take the empty seats.
    - Dice are resolved group by group: press the button of each group in the order you want; the last one resolves itself.
    - When you could prevent damage (Wings, Super Jump, Rapid Healing) the game asks you before you lose hearts.
    - With two players (if the option is on), Tokyo gives 1 energy instead of points.
help-keys =
    ## Keys
    - 1 to 8: keep or release a die
    - R: reroll the dice not kept
    - S: keep these dice and stop rolling
    - E: end your turn
    - Esc: close a card's text

## Monsters

monster-alienoid = Dark Alienoid
monster-the_king = Dark The King
monster-gigazaur = Dark Gigazaur
monster-meka_dragon = Dark Meka Dragon
monster-cyber_bunny = Dark Cyber Bunny
monster-kraken = Dark Kraken

## Power cards: name, and .text (the card's full text)

card-acid_attack = Acid Attack
    .text = Your roll always counts one more SMASH, even with none rolled.
card-alien_origin = Alien Origin
    .text = Power cards cost you 1 energy less.
card-alpha_monster = Alpha Monster
    .text = Gain 1 VP when your final roll has at least one SMASH.
card-armor_plating = Armor Plating
    .text = Ignore any loss of exactly 1 heart.
card-background_dweller = Background Dweller
    .text = You may always reroll dice showing 3, even with no roll left.
card-burrowing = Burrowing
    .text = In Tokyo your roll counts one more SMASH. When you yield Tokyo, the monster taking your place loses 1 heart.
card-camouflage = Camouflage
    .text = When you would lose hearts, roll a die per heart; each HEART rolled cancels one.
card-complete_destruction = Complete Destruction
    .text = A final roll showing all six faces gains 9 more VP.
card-media_friendly = Media-Friendly
    .text = Gain 1 VP each time you buy a power card.
card-eater_of_the_dead = Eater of the Dead
    .text = Gain 3 VP each time another monster drops to 0 hearts.
card-energy_hoarder = Energy Hoarder
    .text = At the end of your turn gain 1 VP for every full 6 energy you hold.
card-even_bigger = Even Bigger
    .text = Your maximum is 12 hearts. Gain 2 hearts when you buy this.
card-extra_head = Extra Head
    .text = You roll one extra die.
card-fire_breathing = Fire Breathing
    .text = When your final roll has a SMASH, your two neighbours each lose 1 more heart, wherever they are (one opponent left: 1 in all).
card-freeze_time = Freeze Time
    .text = When you roll at least three 1s, take another turn after this one, with one die fewer.
card-friend_of_children = Friend of Children
    .text = Whenever you gain energy, gain 1 more.
card-giant_brain = Giant Brain
    .text = You get one extra roll each turn.
card-gourmet = Gourmet
    .text = When you roll at least three 1s, gain 2 more VP.
card-herbivore = Herbivore
    .text = At the end of your turn gain 1 VP if you made no monster lose hearts this turn.
card-herd_culler = Herd Culler
    .text = Once each turn you may turn one of your dice into a 1.
card-it_has_a_child = It Has a Child!
    .text = At 0 hearts you are not eliminated: discard all your cards and tiles, wickedness and VP to 0, leave Tokyo, and go on with 10 hearts.
card-jets = Jets
    .text = If you yield Tokyo, you lose no hearts from the smash that made you yield.
card-made_in_a_lab = Made in a Lab
    .text = While buying you see the top card of the deck and may buy it.
card-metamorph = Metamorph
    .text = At the end of your turn you may discard KEEP cards you own for their full printed cost in energy.
card-nova_breath = Nova Breath
    .text = Your SMASH hits every other monster, in Tokyo or not.
card-detritivore = Detritivore
    .text = A final roll with a 1, a 2 and a 3 gains 2 more VP.
card-opportunist = Opportunist
    .text = Whenever a new card is revealed you may buy it at once, on any turn.
card-parasitic_tentacles = Parasitic Tentacles
    .text = You may buy KEEP cards from other monsters; the price goes to the owner.
card-plot_twist = Plot Twist
    .text = Before resolving, turn one die to any face, then discard this card.
card-poison_quills = Poison Quills
    .text = When you roll at least three 2s, add two SMASH.
card-psychic_probe = Psychic Probe
    .text = After another monster's last roll you may reroll one of its dice; discard this card if it comes up HEART.
card-rapid_healing = Rapid Healing
    .text = At any time, pay 2 energy to gain 1 heart.
card-regeneration = Regeneration
    .text = Whenever you gain hearts, gain 1 more.
card-shrink_ray = Shrink Ray
    .text = Each monster your SMASH hurts takes a Shrink Ray token: one die fewer per token. A HEART outside Tokyo may remove a token instead of healing.
card-smoke_cloud = Smoke Cloud
    .text = Comes with 3 Smoke tokens; spend one for an extra roll. Discard it when the last is spent.
card-lunar_powered = Lunar Powered
    .text = At the end of your turn, if you have no energy, gain 1.
card-spiked_tail = Spiked Tail
    .text = If you roll at least one SMASH, add one more.
card-stretchy = Stretchy
    .text = Before resolving, pay 2 energy to turn one die to any face (as often as you can pay).
card-energy_drink = Energy Drink
    .text = Pay 1 energy for one extra roll, as often as you like.
card-urbavore = Urbavore
    .text = Gain 1 more VP when you start your turn in Tokyo. In Tokyo, a roll with a SMASH counts one more.
card-were_only_making_it_stronger = We're Only Making It Stronger!
    .text = Each time you lose 2 or more hearts at once, gain 1 energy.
card-wings = Wings
    .text = When about to lose hearts, pay 2 energy to lose none for the rest of the turn.
card-hibernation = Hibernation
    .text = Not buyable in Tokyo. While you own it you take no damage, never enter Tokyo, buy nothing, and only HEART and ENERGY results count. Discard it whenever you like.
card-nanobots = Nanobots
    .text = At the start of your turn, with fewer than 3 hearts, gain 2 hearts.
card-natural_selection = Natural Selection
    .text = On buying gain 4 energy and 4 hearts. You roll one extra die. Ending your turn with a 3 among your dice loses all your hearts.
card-reflective_hide = Reflective Hide
    .text = A monster that makes you lose hearts loses 1 heart too.
card-super_jump = Super Jump
    .text = Once in each player's turn, pay 1 energy to cancel the loss of 1 heart.
card-unstable_dna = Unstable DNA
    .text = When you yield Tokyo you may swap this card for a card of the monster that smashed you.
card-zombify = Zombify
    .text = The first time you reach 0 hearts, discard all your cards and tiles, wickedness and VP to 0, leave Tokyo and go on with 12 hearts; from then on your maximum is 12 and your HEART results do nothing.
card-apartment_building = Apartment Building
    .text = Gain 3 VP.
card-commuter_train = Commuter Train
    .text = Gain 2 VP.
card-corner_store = Corner Store
    .text = Gain 1 VP.
card-death_from_above = Death From Above
    .text = Gain 2 VP; unless you are in Tokyo City, take it: every other monster in Tokyo leaves.
card-energize = Energize
    .text = Gain 9 energy.
card-evacuation_orders = Evacuation Orders
    .text = Every other monster loses 5 VP.
card-flame_thrower = Flame Thrower
    .text = Every other monster loses 2 hearts.
card-frenzy = Frenzy
    .text = Take another turn after this one.
card-gas_refinery = Gas Refinery
    .text = Gain 2 VP; every other monster loses 3 hearts.
card-high_altitude_bombing = High Altitude Bombing
    .text = Every monster, you too, loses 3 hearts.
card-jet_fighters = Jet Fighters
    .text = Gain 5 VP and lose 4 hearts.
card-nuclear_power_plant = Nuclear Power Plant
    .text = Gain 2 VP and 3 hearts.
card-skyscraper = Skyscraper
    .text = Gain 4 VP.
card-tank = Tank
    .text = Gain 4 VP and lose 3 hearts.
card-vast_storm = Vast Storm
    .text = Gain 2 VP; every other monster loses 1 energy for every 2 it has.
card-monster_pets = Monster Pets
    .text = Every monster, you too, loses 3 VP.

## Wickedness tiles (each face): name and .text

tile-devious = Devious
    .text = You get one extra roll each turn.
tile-barbs = Barbs
    .text = A roll with at least two SMASH counts one more.
tile-eternal = Eternal
    .text = At the start of your turn gain 1 heart.
tile-final_roar = Final Roar
    .text = Eliminated with 16 VP or more, you win instead.
tile-skulking = Skulking
    .text = When you roll three or more 1s, gain 1 more VP.
tile-poison_spit = Poison Spit
    .text = Each monster your SMASH hurts takes a Poison token: it loses 1 heart per token at the end of its turn. A HEART outside Tokyo may remove a token instead of healing.
tile-tireless = Tireless
    .text = At the start of your turn gain 1 energy.
tile-underdog = Underdog
    .text = Take 1 VP from each monster with more VP than you that your SMASH hurts.
tile-cyberbrain = Cyberbrain
    .text = You roll one extra die.
tile-defender_of_tokyo = Defender of Tokyo
    .text = When you enter Tokyo or start your turn there, every other monster loses 1 VP.
tile-evil_lair = Evil Lair
    .text = Power cards cost you 1 energy less.
tile-fluxling = Fluxling
    .text = Copy one KEEP card in play, as if just played (it comes with its tokens; what the card does when bought does not happen). The copy ends if that card is discarded. At the start of your turn you may copy another card for free.
tile-full_regeneration = Full Regeneration
    .text = Your maximum is 12 hearts; on gaining this tile heal up to 12.
tile-have_it_all = Have It All!
    .text = On gaining this tile gain 1 VP per KEEP card you own; afterwards gain 1 VP per card you buy.
tile-widespread_panic = Widespread Panic
    .text = Every other monster loses 4 VP; then discard this tile.
tile-sonic_boomer = Sonic Boomer
    .text = At the start of your turn gain 1 VP.
tile-antimatter_beam = Antimatter Beam
    .text = Your SMASH counts double.
tile-final_push = Final Push
    .text = Gain 2 hearts and 2 energy and take another turn after this one; then discard this tile.
tile-skybeam = Skybeam
    .text = Each ENERGY result gives 1 more energy and each HEART result 1 more heart (even in Tokyo).
tile-starburst = Starburst
    .text = Gain 12 energy; then discard this tile.

## the yield prompts with the hearts the decision depends on
ui-prompt-yield-hearts = You were smashed: { $hp } of { $max } hearts left. Stay in Tokyo or yield it?
ui-prompt-yield-by-hearts = { $who } smashed you: { $hp } of { $max } hearts left. Stay in Tokyo or yield it?
ui-prompt-jets-hearts = { $who } smashes you for { $amount ->
    [one] { $amount } heart
   *[other] { $amount } hearts
} (you have { $hp } of { $max }). With Jets, yield now and lose no hearts, or stay and take them.
