/**
 * The chevrotain grammar of Cardscript (embedded actions build the AST directly).
 * Recovery is our own, not chevrotain's: a rule that can fail catches the recognition error
 * (chevrotain has already recorded it in `errors`) and skips to a resync point —
 * after the next `.`, or before `}` or the next card.
 */
import { EmbeddedActionsParser, EOF, isRecognitionException, tokenMatcher, type IToken } from "chevrotain";
import type { Diagnostic, Fix, Span } from "../diagnostics/diagnostic.ts";
import { LineMap } from "../diagnostics/span.ts";
import type {
  CardNode,
  ClauseNode,
  DeclarationNode,
  Element,
  GameDeclNode,
  GroupNode,
  IconNode,
  KindLineNode,
  NumberNode,
  RangeNode,
  SeparatorNode,
  SentenceNode,
  SetDeclNode,
  SignedNode,
  SignedXNode,
  StatItemNode,
  StatListNode,
  StatNode,
  StatSeparatorNode,
  StringNode,
  TokenCountNode,
  WordNode,
} from "./ast.ts";
import { errorMessageProvider } from "./errors.ts";
import {
  allTokens,
  AnyToken,
  Card,
  CardId,
  Colon,
  Comma,
  Dot,
  Game,
  Icon,
  IdWord,
  LBrace,
  LParen,
  NumberLiteral,
  OpenString,
  RBrace,
  RParen,
  Semicolon,
  SetKw,
  Signed,
  SignedX,
  StringLiteral,
  Then,
  TokenCount,
  Word,
} from "./tokens.ts";
import { LazyLookahead } from "./lazy-lookahead.ts";

/** Deeper parenthesised groups are reported and skipped instead of recursing further. */
export const MAX_GROUP_DEPTH = 64;

interface Body {
  kindLine?: KindLineNode;
  stats: StatNode[];
  sentences: SentenceNode[];
}

export class CardscriptParser extends EmbeddedActionsParser {
  private lines = new LineMap("");
  private path = "";
  private depth = 0;
  private deepReported = false;
  /** Cards that the file's runs before this one hold (declarations come before the first card). */
  private cardsBefore = 0;
  /** One string per distinct word of the file: a large file repeats a few thousand words a million times. */
  private words = new Map<string, string>();
  /** Diagnostics found while parsing that are not recognition errors (bad strings, depth, …). */
  notes: Diagnostic[] = [];

  /** `validate`: check the grammar (its ambiguities, its empty alternatives) when made; a test does, the compiler need not. */
  constructor(o: { validate?: boolean } = {}) {
    super(allTokens, { recoveryEnabled: false, errorMessageProvider, maxLookahead: 3, lookaheadStrategy: new LazyLookahead(3), skipValidations: o.validate !== true });
    this.performSelfAnalysis();
  }

  /** Prepare for one file, whose tokens then come run by run (`feed`). The same instance is reused for every parse. */
  prepare(text: string, path: string): void {
    this.lines = new LineMap(text);
    this.path = path;
    this.depth = 0;
    this.deepReported = false;
    this.words = new Map();
    this.notes = [];
  }

  /** The next run of the file's tokens (token-runs.ts), for `file()`, after `cardsBefore` cards. Resets `errors`. */
  feed(tokens: IToken[], cardsBefore: number): void {
    this.cardsBefore = cardsBefore;
    this.input = tokens;
  }

  lineMap(): LineMap {
    return this.lines;
  }

  /** Drop the last file's tokens and text: the shared instance would otherwise keep them until the next parse. */
  release(): void {
    this.input = [];
    this.lines = new LineMap("");
    this.words = new Map();
  }

  // ---- rules -------------------------------------------------------------------------------

  public file = this.RULE("file", () => {
    let game: GameDeclNode | undefined;
    let set: SetDeclNode | undefined;
    const cards: CardNode[] = [];
    const declarations: DeclarationNode[] = [];
    // one token of lookahead everywhere an error should be reported inside the construct, not before it
    this.OPTION({ MAX_LOOKAHEAD: 1, DEF: () => (game = this.SUBRULE(this.gameDecl)) });
    this.OPTION2({ MAX_LOOKAHEAD: 1, DEF: () => (set = this.SUBRULE(this.setDecl)) });
    this.MANY(() => {
      this.OR({
        IGNORE_AMBIGUITIES: true,
        MAX_LOOKAHEAD: 1,
        DEF: [
          {
            ALT: () => {
              const card = this.SUBRULE(this.card);
              this.ACTION(() => {
                if (card) cards.push(card);
              });
            },
          },
          {
            // like imports, a file's declarations come before its cards (the editor re-reads a file's head alone)
            GATE: () => this.cardsBefore + cards.length === 0 && this.declarationAhead(),
            ALT: () => {
              const declaration = this.SUBRULE(this.declaration);
              this.ACTION(() => {
                if (declaration) declarations.push(declaration);
              });
            },
          },
          { ALT: () => this.SUBRULE(this.strayTopLevel) },
        ],
      });
    });
    return { game, set, declarations, cards };
  });

  public gameDecl = this.RULE("gameDecl", (): GameDeclNode | undefined => {
    const keyword = this.CONSUME(Game);
    return this.attempt(
      () => {
        const name = this.CONSUME(Word);
        return this.ACTION(() => ({ kind: "game" as const, name: this.word(name), span: this.between(keyword, name) }));
      },
      () => this.skipLine(keyword),
    );
  });

  public setDecl = this.RULE("setDecl", (): SetDeclNode | undefined => {
    const keyword = this.CONSUME(SetKw);
    return this.attempt(
      () => {
        const numberToken = this.CONSUME(NumberLiteral);
        const nameToken = this.OPTION(() => this.CONSUME(StringLiteral));
        return this.ACTION(() => {
          const name = nameToken ? this.string(nameToken) : undefined;
          const span = this.between(keyword, nameToken ?? numberToken);
          return { kind: "set" as const, number: this.number(numberToken), name, span };
        });
      },
      () => this.skipLine(keyword),
    );
  });

  public card = this.RULE("card", (): CardNode | undefined => {
    const keyword = this.CONSUME(Card);
    let id: IToken | undefined;
    let title: IToken | undefined;
    let subtitle: IToken | undefined;
    let open: IToken | undefined;
    const body: Body = { stats: [] as StatNode[], sentences: [] as SentenceNode[] };
    const recovered = this.attempt(
      () => {
        id = this.CONSUME(IdWord);
        title = this.CONSUME2(StringLiteral);
        subtitle = this.OPTION(() => this.CONSUME3(StringLiteral));
        open = this.CONSUME(LBrace);
        this.SUBRULE(this.cardBody, { ARGS: [body] });
        this.CONSUME(RBrace);
        return false;
      },
      () => {
        this.skipCard();
        return true;
      },
    );
    return this.ACTION(() => {
      if (!id || !title) return undefined;
      const node: CardNode = {
        kind: "card",
        id: this.word(id),
        title: this.string(title),
        stats: fit(body.stats),
        sentences: fit(body.sentences),
        headerSpan: this.between(keyword, open ?? subtitle ?? title),
        span: this.between(keyword, this.LA(0)),
      };
      if (subtitle) node.subtitle = this.string(subtitle);
      if (body.kindLine) node.kindLine = body.kindLine;
      if (recovered) node.recovered = true;
      return node;
    });
  });

  private cardBody = this.RULE("cardBody", (body: Body) => {
    // the gates decide; one token of lookahead spares computing the paths of three words (most of the parser's start-up)
    this.OPTION({
      GATE: () => this.kindLineAhead(),
      MAX_LOOKAHEAD: 1,
      DEF: () => {
        const kindLine = this.SUBRULE(this.kindLine);
        this.ACTION(() => (body.kindLine = kindLine));
        this.OPTION2({
          GATE: () => this.statLineAhead(),
          MAX_LOOKAHEAD: 1,
          DEF: () => {
            const stats = this.SUBRULE(this.statLine);
            this.ACTION(() => body.stats.push(...stats));
          },
        });
      },
    });
    this.ACTION(() => {
      if (!body.kindLine) this.reportMissingKindLine();
    });
    this.MANY({
      GATE: () => !tokenMatcher(this.LA(1), RBrace) && !this.atCardStart(),
      DEF: () => {
        this.OR({
          IGNORE_AMBIGUITIES: true,
          MAX_LOOKAHEAD: 1,
          DEF: [
            {
              ALT: () => {
                const sentence = this.SUBRULE(this.sentence);
                this.ACTION(() => body.sentences.push(sentence));
              },
            },
            { ALT: () => this.SUBRULE(this.strayInCard) },
          ],
        });
      },
    });
  });

  private kindLine = this.RULE("kindLine", (): KindLineNode => {
    const first = this.LA(1);
    const line = this.lineOf(first);
    const groups: WordNode[][] = [[]];
    const onLine = () => this.lineOf(this.LA(1)) === line;
    this.attempt(
      () => {
        this.AT_LEAST_ONE({ GATE: onLine, DEF: () => this.addWord(groups, this.CONSUME(Word)) }); // recorded as a word run
        this.MANY({
          GATE: onLine,
          MAX_LOOKAHEAD: 1,
          DEF: () => {
            this.CONSUME(Comma);
            this.ACTION(() => groups.push([]));
            this.AT_LEAST_ONE2({ GATE: onLine, DEF: () => this.addWord(groups, this.CONSUME2(Word)) });
          },
        });
      },
      () => this.skipLine(first),
    );
    return this.ACTION(() => ({
      kind: "kindLine" as const,
      groups: groups.filter((group) => group.length > 0).map(fit),
      span: this.between(first, this.LA(0)),
    }));
  });

  /**
   * `name value, name value, …`: the stats, each value one item or a list (`1-3, 5-9`, `Red and Blue`). A comma
   * continues a stat's list when what follows is an item of it (see `listGoesOn`), else it starts the next stat.
   */
  private statLine = this.RULE("statLine", (): StatNode[] => {
    const stats: StatNode[] = [];
    const line = this.lineOf(this.LA(1));
    const first = this.SUBRULE(this.stat);
    this.ACTION(() => stats.push(first));
    this.MANY({
      GATE: () => tokenMatcher(this.LA(1), Comma) && this.onLine(2, line),
      DEF: () => {
        this.CONSUME(Comma);
        const stat = this.SUBRULE2(this.stat);
        this.ACTION(() => stats.push(stat));
      },
    });
    // a comma ending the line: reported, and the stat line ends there
    this.OPTION({
      GATE: () => tokenMatcher(this.LA(1), Comma) && !this.onLine(2, line),
      DEF: () => {
        const comma = this.CONSUME2(Comma);
        this.ACTION(() => this.reportEndingSeparator(comma, "another stat after ','", "Remove the ','"));
      },
    });
    return stats;
  });

  private stat = this.RULE("stat", (): StatNode => {
    const name = this.CONSUME(Word);
    let value: StatItemNode | StatListNode | undefined;
    // a stat without a value (`cost 2, level, power 3`) is the checker's to report
    this.OPTION({ GATE: () => this.itemAt(1, this.lineOf(name)), DEF: () => (value = this.SUBRULE(this.statValue)) });
    return this.ACTION(() => {
      if (value) return { kind: "stat" as const, name: this.word(name), value, span: this.between(name, this.LA(0)) };
      const end = this.tokenSpan(name).end;
      const empty: StatListNode = { kind: "statList", items: [], separators: [], span: this.lines.span(end, end) };
      return { kind: "stat" as const, name: this.word(name), value: empty, span: this.tokenSpan(name) };
    });
  });

  /** One item, or items joined by `,` / `and` / `, and`: `1-3, 5-9`, `Red, Green and Blue`. */
  private statValue = this.RULE("statValue", (): StatItemNode | StatListNode => {
    const line = this.lineOf(this.LA(1));
    const items: StatItemNode[] = [];
    const separators: StatSeparatorNode[] = [];
    const first = this.LA(1);
    const item = this.SUBRULE(this.statItem);
    this.ACTION(() => items.push(item));
    this.MANY({
      GATE: () => this.listGoesOn(1, line, tokenMatcher(this.LA(0), Word)),
      DEF: () => {
        const separator = this.SUBRULE(this.statSeparator);
        const next = this.SUBRULE2(this.statItem);
        this.ACTION(() => {
          separators.push(separator);
          items.push(next);
        });
      },
    });
    // an `and` ending the line: reported, and the list ends before it
    this.OPTION({
      GATE: () => isAnd(this.LA(1)) && !this.onLine(2, line),
      DEF: () => {
        const before = this.LA(0);
        const and = this.CONSUME2(Word);
        this.ACTION(() => this.reportEndingSeparator(and, "another item after 'and'", "Remove the 'and'", before));
      },
    });
    return this.ACTION(() => (items.length === 1 ? items[0]! : { kind: "statList" as const, items: fit(items), separators: fit(separators), span: this.between(first, this.LA(0)) }));
  });

  private statSeparator = this.RULE("statSeparator", (): StatSeparatorNode => {
    let first: IToken | undefined;
    let and: IToken | undefined;
    this.OR([
      {
        ALT: () => {
          first = this.CONSUME(Comma);
          this.OPTION({ GATE: () => isAnd(this.LA(1)), DEF: () => (and = this.CONSUME(Word)) });
        },
      },
      { ALT: () => (first = this.CONSUME2(Word)) },
    ]);
    return this.ACTION(() => {
      const text = tokenMatcher(first!, Comma) ? (and ? ", and" : ",") : "and";
      return { kind: "statSeparator" as const, text, span: this.between(first!, and ?? first!) };
    });
  });

  /** A number, a range (`3-6`: a number and a negative signed number on its line), a signed number or a word. */
  private statItem = this.RULE("statItem", (): StatItemNode => {
    return this.OR([
      {
        ALT: () => {
          const from = this.CONSUME(NumberLiteral);
          const parts: IToken[] = [];
          this.MANY({ GATE: () => this.rangePartAt(1, this.lineOf(from)), DEF: () => parts.push(this.CONSUME(Signed)) });
          return this.ACTION((): StatItemNode => {
            if (parts.length === 0) return this.number(from);
            const [to, ...more] = parts.map((p) => this.rangePart(p));
            const node: RangeNode = { kind: "range", from: this.number(from), to: to!, span: this.between(from, parts[parts.length - 1]!) };
            if (more.length) node.more = more;
            return node;
          });
        },
      },
      {
        ALT: () => {
          const token = this.CONSUME2(Signed);
          return this.ACTION(() => this.scalar(token) as SignedNode);
        },
      },
      {
        ALT: () => {
          const token = this.CONSUME(Word);
          return this.ACTION(() => this.word(token));
        },
      },
    ]);
  });

  public sentence = this.RULE("sentence", (): SentenceNode => {
    const first = this.LA(1);
    let label: ClauseNode | undefined;
    const clauses: ClauseNode[] = [];
    const separators: SeparatorNode[] = [];
    const recovered = this.attempt(
      () => {
        this.OPTION({
          GATE: () => this.labelAhead(),
          MAX_LOOKAHEAD: 1, // the gate decides (see cardBody)
          DEF: () => {
            label = this.SUBRULE(this.label);
          },
        });
        this.clauseList(clauses, separators);
        this.CONSUME(Dot);
        return false;
      },
      () => {
        // a labelled line after a sentence missing its '.' starts the next sentence: keep it
        if (!this.atLabelLine()) this.skipSentence();
        return true;
      },
    );
    return this.ACTION(() => {
      const node: SentenceNode = { kind: "sentence", clauses: fit(clauses), separators: fit(separators), span: this.between(first, this.LA(0)) };
      if (label) node.label = label;
      if (recovered) node.recovered = true;
      return node;
    });
  });

  private label = this.RULE("label", (): ClauseNode => {
    const words: WordNode[] = [];
    this.AT_LEAST_ONE(() => {
      const word = this.CONSUME(Word);
      this.ACTION(() => words.push(this.word(word)));
    });
    this.CONSUME(Colon);
    return this.ACTION(() => this.clauseNode(words));
  });

  // Hot rules below avoid per-call closures (ACTION, fresh OR arrays): the alternatives are built once.
  private readonly clauseGoesOn = () => !this.atCardStart() && !this.atLabelLine();

  private readonly separatorAlternatives = [
    { ALT: () => this.CONSUME(Comma) },
    { ALT: () => this.CONSUME(Semicolon) },
    { ALT: () => this.CONSUME(Then) },
    { ALT: () => this.CONSUME(Colon) },
  ];

  private readonly elementAlternatives = [
    { ALT: (): Element => this.SUBRULE(this.group) },
    { ALT: () => this.leaf(this.CONSUME(Word)) },
    { ALT: () => this.leaf(this.CONSUME(NumberLiteral)) },
    { ALT: () => this.leaf(this.CONSUME(Signed)) },
    { ALT: () => this.leaf(this.CONSUME(SignedX)) },
    { ALT: () => this.leaf(this.CONSUME(TokenCount)) },
    { ALT: () => this.leaf(this.CONSUME(Icon)) },
    { ALT: () => this.leaf(this.CONSUME(StringLiteral)) },
  ];

  private clause = this.RULE("clause", (): ClauseNode => {
    const elements: Element[] = [];
    this.AT_LEAST_ONE({ GATE: this.clauseGoesOn, DEF: () => elements.push(this.SUBRULE(this.element)) });
    return this.RECORDING_PHASE ? (undefined as never) : this.clauseNode(elements);
  });

  private separator = this.RULE("separator", (): SeparatorNode => {
    const token = this.OR(this.separatorAlternatives);
    if (this.RECORDING_PHASE) return undefined as never; // (its stand-in token has no text to span)
    return { kind: "separator", text: token.image as SeparatorNode["text"], span: this.tokenSpan(token) };
  });

  private element = this.RULE("element", (): Element => this.OR(this.elementAlternatives));

  private group = this.RULE("group", (): GroupNode => {
    const open = this.CONSUME(LParen);
    const clauses: ClauseNode[] = [];
    const separators: SeparatorNode[] = [];
    if (!this.RECORDING_PHASE && this.depth >= MAX_GROUP_DEPTH) {
      this.skipDeepGroup(open);
      return { kind: "group", clauses, separators, span: this.between(open, this.LA(0)) };
    }
    this.depth++;
    try {
      this.clauseList(clauses, separators);
      this.CONSUME(RParen);
    } finally {
      this.depth--;
    }
    return this.ACTION(() => ({ kind: "group" as const, clauses: fit(clauses), separators: fit(separators), span: this.between(open, this.LA(0)) }));
  });

  /** Tokens outside any card: one diagnostic for the whole run, up to the next `card`. */
  /** `keyword Tentacle "…"`: words (and title strings) on one line, ending with the documentation string. */
  private declaration = this.RULE("declaration", (): DeclarationNode | undefined => {
    const first = this.CONSUME(Word);
    const tokens: IToken[] = [first];
    this.MANY({
      GATE: () => this.lineOf(this.LA(1)) === this.lineOf(first) && (tokenMatcher(this.LA(1), Word) || tokenMatcher(this.LA(1), StringLiteral)),
      DEF: () => this.OR2([{ ALT: () => tokens.push(this.CONSUME2(Word)) }, { ALT: () => tokens.push(this.CONSUME(StringLiteral)) }]),
    });
    return this.ACTION(() => {
      const last = tokens[tokens.length - 1]!;
      const after = this.LA(1);
      if (after.tokenType !== EOF && this.lineOf(after) === this.lineOf(first)) {
        this.note("CS1021", after, "a word or the declaration's documentation string at the end of its line");
        this.skipLine(first);
        return undefined;
      }
      if (!tokenMatcher(last, StringLiteral) || tokens.length < 2) {
        const expected = "the declaration's documentation string at the end of its line";
        const end = this.tokenSpan(last).end;
        this.push({ code: "CS1021", span: this.lines.span(end, end), message: `expected ${expected}, found the end of the line`, expected, found: "the end of the line" });
        return undefined;
      }
      const parts = tokens.slice(0, -1).map((t) => (tokenMatcher(t, StringLiteral) ? this.string(t) : this.word(t)));
      return { kind: "declaration" as const, parts, doc: this.string(last), span: this.between(first, last) };
    });
  });

  private strayTopLevel = this.RULE("strayTopLevel", () => {
    const declaring = this.declarationAhead();
    const first = this.CONSUME(AnyToken);
    this.MANY({ GATE: () => !tokenMatcher(this.LA(1), Card), DEF: () => this.CONSUME2(AnyToken) });
    this.ACTION(() => this.note("CS1005", first, declaring ? "'card' to start a card (a file's declarations go before its first card)" : "'card' to start a card"));
  });

  /** A token that cannot start a sentence: reported once, then skipped like a broken sentence. */
  private strayInCard = this.RULE("strayInCard", () => {
    const first = this.CONSUME(AnyToken);
    this.ACTION(() => {
      this.note("CS1017", first, "a sentence");
      if (!tokenMatcher(first, Dot)) this.skipSentence();
    });
  });

  // ---- grammar helpers --------------------------------------------------------------------

  private clauseList(clauses: ClauseNode[], separators: SeparatorNode[]): void {
    clauses.push(this.SUBRULE(this.clause));
    this.MANY({
      MAX_LOOKAHEAD: 1,
      DEF: () => {
        separators.push(this.SUBRULE(this.separator));
        clauses.push(this.SUBRULE2(this.clause));
      },
    });
  }

  /** Runs `body`; on a recognition error (already recorded by chevrotain) runs `recover` instead. */
  private attempt<T>(body: () => T, recover: () => T): T {
    try {
      return body();
    } catch (error) {
      if (this.RECORDING_PHASE || !isRecognitionException(error as Error)) throw error;
      return recover();
    }
  }

  // ---- lookahead ----------------------------------------------------------------------------

  /**
   * `card` followed by an id or a title marks a new card even inside an unfinished one. An id that is a bare word
   * or number (`card F4 "Merry"`) counts only at the start of a line before a title, since `card` is also a word of
   * sentences (`discard a card named …`).
   */
  private atCardStart(): boolean {
    const keyword = this.LA(1);
    if (!tokenMatcher(keyword, Card)) return false;
    const next = this.LA(2);
    if (tokenMatcher(next, CardId) || tokenMatcher(next, StringLiteral) || tokenMatcher(next, LBrace)) return true;
    const startsLine = this.lineOf(keyword) !== this.lineOf(this.LA(0));
    return startsLine && tokenMatcher(next, IdWord) && tokenMatcher(this.LA(3), StringLiteral);
  }

  /**
   * A top-level line that starts with a word (not `card`, `game` or `set`) and holds only words and strings is a
   * declaration; one with anything else stays stray text outside a card.
   */
  private declarationAhead(): boolean {
    const first = this.LA(1);
    if (!tokenMatcher(first, Word) || tokenMatcher(first, Card) || tokenMatcher(first, Game) || tokenMatcher(first, SetKw)) return false;
    let onlyWords = true;
    for (let k = 2; ; k++) {
      const token = this.LA(k);
      if (token.tokenType === EOF || this.lineOf(token) !== this.lineOf(first)) return onlyWords;
      if (tokenMatcher(token, StringLiteral)) return true;
      if (!tokenMatcher(token, Word)) onlyWords = false;
    }
  }

  /** The first body line is a kind line when it holds only words and commas. */
  private kindLineAhead(): boolean {
    const first = this.LA(1);
    if (!tokenMatcher(first, Word) || this.atCardStart()) return false;
    for (let k = 1; ; k++) {
      const token = this.LA(k);
      if (token.tokenType === EOF || this.lineOf(token) !== this.lineOf(first) || tokenMatcher(token, RBrace)) return true;
      if (!tokenMatcher(token, Word) && !tokenMatcher(token, Comma)) return false;
    }
  }

  /**
   * The next line is a stat line when it is stats separated by commas, to its end (an ending comma is reported): each
   * a name and a value (`statValue`), at least one with its value; a name alone is a stat the checker reports.
   */
  private statLineAhead(): boolean {
    const first = this.LA(1);
    const line = this.lineOf(first);
    if (line === this.lineOf(this.LA(0))) return false;
    let valued = false;
    for (let k = 1; ; ) {
      if (!this.onLine(k, line) || !tokenMatcher(this.LA(k), Word)) return false;
      k++;
      if (this.itemAt(k, line)) {
        valued = true;
        k = this.itemEnd(k, line);
        while (this.listGoesOn(k, line, tokenMatcher(this.LA(k - 1), Word))) {
          k += tokenMatcher(this.LA(k), Comma) && isAnd(this.LA(k + 1)) ? 2 : 1;
          k = this.itemEnd(k, line);
        }
        if (isAnd(this.LA(k)) && this.onLine(k, line) && !this.onLine(k + 1, line)) k++;
      }
      if (!this.onLine(k, line)) return valued;
      if (!tokenMatcher(this.LA(k), Comma)) return false;
      if (!this.onLine(k + 1, line)) return valued;
      k++;
    }
  }

  /** The k-th token ahead is on `line`, before the card's `}`. */
  private onLine(k: number, line: number): boolean {
    const token = this.LA(k);
    return token.tokenType !== EOF && this.lineOf(token) === line && !tokenMatcher(token, RBrace);
  }

  /** An item of a stat value starts at the k-th token ahead. */
  private itemAt(k: number, line: number): boolean {
    const token = this.LA(k);
    return this.onLine(k, line) && (tokenMatcher(token, NumberLiteral) || tokenMatcher(token, Signed) || tokenMatcher(token, Word));
  }

  /** `-6` after `3` on its line: the end of a range. */
  private rangePartAt(k: number, line: number): boolean {
    return this.onLine(k, line) && tokenMatcher(this.LA(k), Signed) && this.LA(k).image.startsWith("-");
  }

  /** Where the item starting at the k-th token ahead ends (the index after it). */
  private itemEnd(k: number, line: number): number {
    if (!tokenMatcher(this.LA(k), NumberLiteral)) return k + 1;
    let end = k + 1;
    while (this.rangePartAt(end, line)) end++;
    return end;
  }

  /**
   * After an item, the list goes on with `and <item>`, `, and <item>`, or `, <item>` when that item is a number (a
   * stat's name is a word), or a word ending its own item (before `,`, `and` or the line's end) after a word. Else a
   * comma starts the next stat: `level 1-3, 5-9, cost 2`, `teams Red and Blue, cost 2`.
   */
  private listGoesOn(k: number, line: number, afterWord: boolean): boolean {
    const token = this.LA(k);
    if (!this.onLine(k, line)) return false;
    if (isAnd(token)) return this.itemAt(k + 1, line) && !isAnd(this.LA(k + 1));
    if (!tokenMatcher(token, Comma)) return false;
    const next = this.LA(k + 1);
    if (!this.itemAt(k + 1, line)) return false;
    if (isAnd(next)) return this.itemAt(k + 2, line) && !isAnd(this.LA(k + 2));
    if (!tokenMatcher(next, Word)) return true;
    const after = this.LA(k + 2);
    return afterWord && (!this.onLine(k + 2, line) || tokenMatcher(after, Comma) || isAnd(after));
  }

  /** `Label:` at the start of a line begins a new sentence (used to spot a missing '.'). */
  private atLabelLine(): boolean {
    const first = this.LA(1);
    return this.lineOf(first) !== this.lineOf(this.LA(0)) && this.labelAhead();
  }

  private labelAhead(): boolean {
    let k = 1;
    while (tokenMatcher(this.LA(k), Word)) k++;
    return k > 1 && tokenMatcher(this.LA(k), Colon);
  }

  // ---- recovery -----------------------------------------------------------------------------

  private skipWhile(keepGoing: (token: IToken) => boolean): void {
    while (this.LA(1).tokenType !== EOF && keepGoing(this.LA(1))) this.SKIP_TOKEN();
  }

  private skipLine(from: IToken): undefined {
    const line = this.lineOf(from);
    this.skipWhile((token) => this.lineOf(token) === line && !tokenMatcher(token, RBrace));
    return undefined;
  }

  /** Skip past the next `.`, stopping early before `}` or a new card. */
  private skipSentence(): void {
    this.skipWhile((token) => !tokenMatcher(token, Dot) && !tokenMatcher(token, RBrace) && !this.atCardStart());
    if (tokenMatcher(this.LA(1), Dot)) this.SKIP_TOKEN();
  }

  /** Skip past the card's `}`, stopping early before a new card. */
  private skipCard(): void {
    this.skipWhile((token) => !tokenMatcher(token, RBrace) && !this.atCardStart());
    if (tokenMatcher(this.LA(1), RBrace)) this.SKIP_TOKEN();
  }

  /** Past the depth limit: skip to the matching `)` without recursing, stopping at `.` or `}`. */
  private skipDeepGroup(open: IToken): void {
    if (!this.deepReported) {
      this.deepReported = true;
      this.push({
        code: "CS1015",
        span: this.tokenSpan(open),
        message: `parentheses are nested more than ${MAX_GROUP_DEPTH} deep; expected ')' before another '('`,
        expected: `at most ${MAX_GROUP_DEPTH} nested groups`,
        found: "a deeper group",
      });
    }
    let open_ = 1;
    this.skipWhile((token) => {
      if (tokenMatcher(token, Dot) || tokenMatcher(token, RBrace) || this.atCardStart()) return false;
      if (tokenMatcher(token, LParen)) open_++;
      if (tokenMatcher(token, RParen)) open_--;
      return open_ > 0;
    });
    if (tokenMatcher(this.LA(1), RParen)) this.SKIP_TOKEN();
  }

  /** CS1022: a `,` or `and` ending the stat line; the fix removes it (after `before`: with the space before it). */
  private reportEndingSeparator(token: IToken, expected: string, title: string, before?: IToken): void {
    const span = this.tokenSpan(token);
    const from = before ? { ...span, start: this.tokenSpan(before).end, column: this.tokenSpan(before).endColumn } : span;
    this.push({
      code: "CS1022",
      span,
      message: `expected ${expected}, found the end of the line`,
      expected,
      found: "the end of the line",
      fixes: [{ title, edits: [{ file: this.path, span: from, newText: "" }] }],
    });
  }

  private reportMissingKindLine(): void {
    this.note("CS1016", this.LA(1), "the kind line (such as 'unique Culture type, race') as the first line of the card");
  }

  // ---- node building ----------------------------------------------------------------------

  /**
   * The line of a token; NaN for the end of the file, which has no position. The lexer tracks offsets only (its line
   * tracking is three times slower, and five more fields on each of a large file's million tokens cost some 60 MB
   * while it is parsed), so lines come from the line map. No token spans lines.
   */
  private lineOf(token: IToken): number {
    return Number.isNaN(token.startOffset) ? NaN : this.lines.line(token.startOffset);
  }

  private tokenSpan(token: IToken): Span {
    if (atEndOfFile(token)) {
      const end = this.lines.text.length;
      return this.lines.span(end, end);
    }
    const start = token.startOffset;
    const line = this.lines.line(start);
    const column = start - this.lines.offset(line, 1) + 1;
    return { start, end: start + token.image.length, line, column, endLine: line, endColumn: column + token.image.length };
  }

  /** From `first` to `last`; `first` alone when `last` is the end of the file or comes before it. */
  private between(first: IToken, last: IToken): Span {
    if (atEndOfFile(first) || atEndOfFile(last) || last.startOffset < first.startOffset) return this.tokenSpan(first);
    const start = first.startOffset;
    const line = this.lines.line(start);
    const end = last.startOffset + last.image.length;
    const endLine = this.lines.line(last.startOffset);
    return { start, end, line, column: start - this.lines.offset(line, 1) + 1, endLine, endColumn: end - this.lines.offset(endLine, 1) + 1 };
  }

  private clauseNode(elements: Element[]): ClauseNode {
    if (elements.length === 0) return { kind: "clause", elements, span: this.tokenSpan(this.LA(1)) };
    const first = elements[0]!.span;
    const last = elements[elements.length - 1]!.span;
    // a one-element clause shares its element's span (spans are never changed in place)
    const span = first === last ? first : { ...first, end: last.end, endLine: last.endLine, endColumn: last.endColumn };
    return { kind: "clause", elements: fit(elements), span };
  }

  private addWord(groups: WordNode[][], token: IToken): void {
    this.ACTION(() => groups[groups.length - 1]!.push(this.word(token)));
  }

  private word(token: IToken): WordNode {
    let text = this.words.get(token.image);
    if (text === undefined) this.words.set(token.image, (text = token.image));
    return { kind: "word", text, span: this.tokenSpan(token) };
  }

  private number(token: IToken): NumberNode {
    return { kind: "number", value: this.integer(token, token.image), span: this.tokenSpan(token) };
  }

  private scalar(token: IToken): NumberNode | SignedNode | WordNode {
    if (tokenMatcher(token, NumberLiteral)) return this.number(token);
    if (tokenMatcher(token, Signed)) return { kind: "signed", value: this.integer(token, token.image), span: this.tokenSpan(token) };
    return this.word(token);
  }

  /** `-6` ending a range: the number 6, spanning the digits after the `-`. */
  private rangePart(token: IToken): NumberNode {
    const span = this.tokenSpan(token);
    return { kind: "number", value: this.integer(token, token.image.slice(1)), span: { ...span, start: span.start + 1, column: span.column + 1 } };
  }

  private leaf(token: IToken): Element {
    if (this.RECORDING_PHASE) return undefined as never;
    if (tokenMatcher(token, Word)) return this.word(token);
    if (tokenMatcher(token, NumberLiteral) || tokenMatcher(token, Signed)) return this.scalar(token);
    const span = this.tokenSpan(token);
    if (tokenMatcher(token, TokenCount)) {
      const inner = token.image.slice(1, -1);
      const value: TokenCountNode["value"] = inner === "X" ? "X" : this.integer(token, inner);
      return { kind: "tokens", value, span };
    }
    if (tokenMatcher(token, Icon)) return { kind: "icon", name: token.image.slice(1, -1), span } satisfies IconNode;
    if (tokenMatcher(token, SignedX)) return { kind: "signedX", negative: token.image.startsWith("-"), span } satisfies SignedXNode;
    return this.string(token, true);
  }

  private integer(token: IToken, text: string): number {
    const value = Number(text);
    if (!Number.isSafeInteger(value)) {
      this.push({
        code: "CS1014",
        span: this.tokenSpan(token),
        message: `expected a number of at most ${Number.MAX_SAFE_INTEGER}, found '${text.slice(0, 24)}'`,
        expected: "a smaller number",
        found: text.slice(0, 24),
      });
    }
    return value;
  }

  /** A string node; `'s` after the closing quote is allowed only in a sentence (`possessive`), else reported. */
  private string(token: IToken, possessive = false): StringNode {
    const span = this.tokenSpan(token);
    const open = token.tokenType === OpenString;
    const apostrophe = !open && !token.image.endsWith('"');
    const body = token.image.slice(1, open ? undefined : apostrophe ? -3 : -1);
    const value = body.includes("\\") ? this.unescape(body, span.start + 1) : body;
    if (open) {
      this.push({
        code: "CS1003",
        span,
        message: "expected '\"' to end the string before the end of the line, found the end of the line",
        expected: "'\"'",
        found: "the end of the line",
        fixes: [this.insertFix("Insert '\"'", span.end, '"')],
      });
    }
    const node: StringNode = { kind: "string", value, span };
    if (apostrophe && possessive) node.possessive = true;
    else if (apostrophe) {
      const at = span.end - 2;
      this.push({
        code: "CS1020",
        span: this.lines.span(at, span.end),
        message: `expected a string alone here, found a possessive ${token.image.slice(-2)} after it`,
        expected: "a string",
        found: `'${token.image.slice(-2)}'`,
        fixes: [{ title: "Remove the possessive", edits: [{ file: this.path, span: this.lines.span(at, span.end), newText: "" }] }],
      });
    }
    return node;
  }

  /** The value of a string body that holds backslashes; `offset` is where the body starts in the file. */
  private unescape(body: string, offset: number): string {
    let value = "";
    for (let i = 0; i < body.length; i++) {
      const ch = body[i]!;
      if (ch !== "\\") {
        value += ch;
        continue;
      }
      const next = body[i + 1];
      if (next === '"' || next === "\\") value += next;
      else this.reportEscape(offset + i, next);
      i++;
    }
    return value;
  }

  private reportEscape(offset: number, next: string | undefined): void {
    const shown = next === undefined ? "\\" : `\\${next}`;
    this.push({
      code: "CS1013",
      span: this.lines.span(offset, offset + shown.length),
      message: `expected '\\"' or '\\\\' in a string, found the escape '${shown}'`,
      expected: "'\\\"' or '\\\\'",
      found: `'${shown}'`,
      fixes: [{ title: "Write the backslash as '\\\\'", edits: [{ file: this.path, span: this.lines.span(offset, offset + 1), newText: "\\\\" }] }],
    });
  }

  private insertFix(title: string, offset: number, newText: string): Fix {
    return { title, edits: [{ file: this.path, span: this.lines.span(offset, offset), newText }] };
  }

  private note(code: string, found: IToken, expected: string): void {
    const foundText = found.tokenType === EOF ? "the end of the file" : `'${found.image.slice(0, 24)}'`;
    this.push({ code, span: this.tokenSpan(found), message: `expected ${expected}, found ${foundText}`, expected, found: foundText });
  }

  private push(diagnostic: Omit<Diagnostic, "severity" | "file">): void {
    this.notes.push({ severity: "error", file: this.path, ...diagnostic });
  }
}

/**
 * A copy of `items` without the spare room that `push` leaves (V8 grows an array by half again plus 16 slots): the
 * tree of a large file holds hundreds of thousands of short arrays for as long as it is checked.
 */
function fit<T>(items: T[]): T[] {
  return items.slice();
}

/** The end of the file (chevrotain's EOF, or a token past the input): it has no position. */
function atEndOfFile(token: IToken): boolean {
  return token.tokenType === EOF || Number.isNaN(token.startOffset);
}

/** The word `and`, which joins the items of a stat value list. */
function isAnd(token: IToken): boolean {
  return tokenMatcher(token, Word) && token.image.toLowerCase() === "and";
}

/** The one parser instance: chevrotain parsers are expensive to build and cheap to reuse. */
export const parser = new CardscriptParser();
