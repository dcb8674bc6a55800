/**
 * The classic set as compiled from cards/confrontation/classic/*.card (`cardc build`), kept here as data because
 * runtime/ never imports the compiler. test/games/confrontation/cards.test.ts compiles the card files and fails when
 * this copy differs; run it with CONFRONTATION_WRITE_CARDS=1 to rewrite this file after editing a card.
 */
import type { CardDef } from "./cards.ts";

export const classicCards: CardDef[] = [
  {
    "id": "1F1",
    "title": "Frodo",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 1,
    "might": null,
    "text": "When Frodo is attacked, he may retreat sideways.",
    "abilities": [
      {
        "kind": "trigger",
        "starter": "when",
        "trigger": {
          "op": "is-attacked",
          "args": {
            "who": {
              "ref": "self",
              "written": "Frodo"
            }
          }
        },
        "condition": null,
        "costs": [],
        "effects": [
          {
            "op": "may-retreat",
            "args": {
              "who": {
                "ref": "self",
                "written": "he"
              },
              "direction": "sideways"
            }
          }
        ]
      }
    ]
  },
  {
    "id": "1F2",
    "title": "Pippin",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 1,
    "might": null,
    "text": "When Pippin attacks, he may retreat backwards.",
    "abilities": [
      {
        "kind": "trigger",
        "starter": "when",
        "trigger": {
          "op": "attacks",
          "args": {
            "who": {
              "ref": "self",
              "written": "Pippin"
            }
          }
        },
        "condition": null,
        "costs": [],
        "effects": [
          {
            "op": "may-retreat",
            "args": {
              "who": {
                "ref": "self",
                "written": "he"
              },
              "direction": "backwards"
            }
          }
        ]
      }
    ]
  },
  {
    "id": "1F3",
    "title": "Sam",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 2,
    "might": null,
    "text": "When Frodo is attacked in Sam's region, Sam may take his place with strength 5.",
    "abilities": [
      {
        "kind": "trigger",
        "starter": "when",
        "trigger": {
          "op": "is-attacked-in-region-of",
          "args": {
            "who": {
              "filter": {
                "quantifier": "a",
                "terms": [
                  {
                    "op": "title",
                    "args": {
                      "title": "Frodo"
                    }
                  }
                ]
              }
            },
            "other": {
              "ref": "self",
              "written": "Sam"
            }
          }
        },
        "condition": null,
        "costs": [],
        "effects": [
          {
            "op": "take-place",
            "args": {
              "who": {
                "ref": "self",
                "written": "Sam"
              },
              "n": 5
            }
          }
        ]
      }
    ]
  },
  {
    "id": "1F4",
    "title": "Merry",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 2,
    "might": null,
    "text": "Merry defeats the Witch-king at once.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "defeats-at-once",
          "args": {
            "who": {
              "ref": "self",
              "written": "Merry"
            },
            "target": {
              "filter": {
                "quantifier": "a",
                "terms": [
                  {
                    "op": "title",
                    "args": {
                      "title": "Witch-king"
                    }
                  }
                ],
                "determiner": "the"
              }
            }
          }
        }
      }
    ]
  },
  {
    "id": "1F5",
    "title": "Gimli",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 3,
    "might": null,
    "text": "Gimli defeats the Orcs at once.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "defeats-at-once",
          "args": {
            "who": {
              "ref": "self",
              "written": "Gimli"
            },
            "target": {
              "filter": {
                "quantifier": "a",
                "terms": [
                  {
                    "op": "title",
                    "args": {
                      "title": "Orcs"
                    }
                  }
                ],
                "determiner": "the"
              }
            }
          }
        }
      }
    ]
  },
  {
    "id": "1F6",
    "title": "Legolas",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 3,
    "might": null,
    "text": "Legolas defeats the Flying Nazgûl at once.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "defeats-at-once",
          "args": {
            "who": {
              "ref": "self",
              "written": "Legolas"
            },
            "target": {
              "filter": {
                "quantifier": "a",
                "terms": [
                  {
                    "op": "title",
                    "args": {
                      "title": "Flying Nazgûl"
                    }
                  }
                ],
                "determiner": "the"
              }
            }
          }
        }
      }
    ]
  },
  {
    "id": "1F7",
    "title": "Aragorn",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 4,
    "might": null,
    "text": "Aragorn may attack any adjacent region.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "may-attack-adjacent",
          "args": {
            "who": {
              "ref": "self",
              "written": "Aragorn"
            }
          }
        }
      }
    ]
  },
  {
    "id": "1F8",
    "title": "Gandalf",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 5,
    "might": null,
    "text": "The enemy must play his combat card first, face up.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "opponent-plays-first",
          "args": {}
        }
      }
    ]
  },
  {
    "id": "1F9",
    "title": "Boromir",
    "subtitle": null,
    "side": "fellowship",
    "type": "character",
    "strength": 0,
    "might": null,
    "text": "Boromir and his opponent are both defeated.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "both-defeated-at-once",
          "args": {
            "who": {
              "ref": "self",
              "written": "Boromir"
            }
          }
        }
      }
    ]
  },
  {
    "id": "1F11",
    "title": "1",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": 1,
    "text": "",
    "abilities": []
  },
  {
    "id": "1F12",
    "title": "2",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": 2,
    "text": "",
    "abilities": []
  },
  {
    "id": "1F13",
    "title": "3",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": 3,
    "text": "",
    "abilities": []
  },
  {
    "id": "1F14",
    "title": "4",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": 4,
    "text": "",
    "abilities": []
  },
  {
    "id": "1F15",
    "title": "5",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": 5,
    "text": "",
    "abilities": []
  },
  {
    "id": "1F16",
    "title": "Retreat",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "Your character retreats backwards.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "retreats",
          "args": {
            "direction": "backwards"
          }
        }
      }
    ]
  },
  {
    "id": "1F17",
    "title": "Elven Cloak",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "The enemy's strength card counts 0.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "enemy-strength-card-zero",
          "args": {}
        }
      }
    ]
  },
  {
    "id": "1F18",
    "title": "Noble Sacrifice",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "Both characters are defeated.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "both-characters-defeated",
          "args": {}
        }
      }
    ]
  },
  {
    "id": "1F19",
    "title": "Magic",
    "subtitle": null,
    "side": "fellowship",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "This card counts as one of your used combat cards.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "counts-as-used-card",
          "args": {}
        }
      }
    ]
  },
  {
    "id": "1S1",
    "title": "Orcs",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 2,
    "might": null,
    "text": "When the Orcs attack, they defeat the first enemy character at once.",
    "abilities": [
      {
        "kind": "trigger",
        "starter": "when",
        "trigger": {
          "op": "attacks",
          "args": {
            "who": {
              "ref": "self",
              "written": "the Orcs"
            }
          },
          "wording": 1
        },
        "condition": null,
        "costs": [],
        "effects": [
          {
            "op": "defeats-first-enemy",
            "args": {
              "who": {
                "ref": "self",
                "written": "they"
              }
            },
            "wording": 1
          }
        ]
      }
    ]
  },
  {
    "id": "1S2",
    "title": "Warg",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 2,
    "might": null,
    "text": "The enemy character's text is ignored.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "ignore-enemy-text",
          "args": {}
        }
      }
    ]
  },
  {
    "id": "1S3",
    "title": "Black Rider",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 3,
    "might": null,
    "text": "The Black Rider may move forward any number of regions to attack.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "may-move-far-to-attack",
          "args": {
            "who": {
              "ref": "self",
              "written": "The Black Rider"
            }
          }
        }
      }
    ]
  },
  {
    "id": "1S4",
    "title": "Flying Nazgûl",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 3,
    "might": null,
    "text": "The Flying Nazgûl may attack a lone enemy character in any region.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "may-attack-lone",
          "args": {
            "who": {
              "ref": "self",
              "written": "The Flying Nazgûl"
            }
          }
        }
      }
    ]
  },
  {
    "id": "1S5",
    "title": "Saruman",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 4,
    "might": null,
    "text": "Saruman may decide that no combat cards are played.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "may-cancel-cards",
          "args": {
            "who": {
              "ref": "self",
              "written": "Saruman"
            }
          }
        }
      }
    ]
  },
  {
    "id": "1S6",
    "title": "Shelob",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 5,
    "might": null,
    "text": "When Shelob wins a battle, she returns to Gondor.",
    "abilities": [
      {
        "kind": "trigger",
        "starter": "when",
        "trigger": {
          "op": "wins-battle",
          "args": {
            "who": {
              "ref": "self",
              "written": "Shelob"
            }
          }
        },
        "condition": null,
        "costs": [],
        "effects": [
          {
            "op": "returns-to",
            "args": {
              "who": {
                "ref": "self",
                "written": "she"
              },
              "region": "Gondor"
            }
          }
        ]
      }
    ]
  },
  {
    "id": "1S7",
    "title": "Witch-king",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 5,
    "might": null,
    "text": "The Witch-king may attack sideways.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "may-attack-direction",
          "args": {
            "who": {
              "ref": "self",
              "written": "The Witch-king"
            },
            "direction": "sideways"
          }
        }
      }
    ]
  },
  {
    "id": "1S8",
    "title": "Balrog",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 5,
    "might": null,
    "text": "While the Balrog is in Caradhras, he defeats any character using the Tunnel of Moria.",
    "abilities": [
      {
        "kind": "static",
        "condition": {
          "op": "is-in",
          "args": {
            "who": {
              "ref": "self",
              "written": "the Balrog"
            },
            "region": "Caradhras"
          }
        },
        "modifier": {
          "op": "defeats-route-users",
          "args": {
            "who": {
              "ref": "self",
              "written": "he"
            },
            "route": "the Tunnel of Moria"
          }
        }
      }
    ]
  },
  {
    "id": "1S9",
    "title": "Cave Troll",
    "subtitle": null,
    "side": "sauron",
    "type": "character",
    "strength": 9,
    "might": null,
    "text": "Your combat card has no value or text in the Cave Troll's battles.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "own-card-void",
          "args": {
            "who": {
              "ref": "self",
              "written": "the Cave Troll"
            }
          }
        }
      }
    ]
  },
  {
    "id": "1S11",
    "title": "1",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": 1,
    "text": "",
    "abilities": []
  },
  {
    "id": "1S12",
    "title": "2",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": 2,
    "text": "",
    "abilities": []
  },
  {
    "id": "1S13",
    "title": "3",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": 3,
    "text": "",
    "abilities": []
  },
  {
    "id": "1S14",
    "title": "4",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": 4,
    "text": "",
    "abilities": []
  },
  {
    "id": "1S15",
    "title": "5",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": 5,
    "text": "",
    "abilities": []
  },
  {
    "id": "1S16",
    "title": "6",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": 6,
    "text": "",
    "abilities": []
  },
  {
    "id": "1S17",
    "title": "Retreat",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "Your character retreats sideways.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "retreats",
          "args": {
            "direction": "sideways"
          }
        }
      }
    ]
  },
  {
    "id": "1S18",
    "title": "Eye of Sauron",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "The enemy's text card is ignored.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "ignore-enemy-text-card",
          "args": {}
        }
      }
    ]
  },
  {
    "id": "1S19",
    "title": "Magic",
    "subtitle": null,
    "side": "sauron",
    "type": "combat-card",
    "strength": null,
    "might": null,
    "text": "This card counts as one of your used combat cards.",
    "abilities": [
      {
        "kind": "static",
        "condition": null,
        "modifier": {
          "op": "counts-as-used-card",
          "args": {}
        }
      }
    ]
  }
];
