import { LLkLookaheadStrategy, type BaseParser, type ILookaheadStrategy, type IOrAlt, type OptionalProductionType, type Rule } from "chevrotain";

/**
 * Chevrotain's LL(k) lookahead, each decision's function computed the first time the parser reaches it instead of all
 * of them when the parser is made: computing them all is most of the parser's start-up (a one-card check reaches a
 * few of them), and the grammar's validation, which reads them all, is run by a test instead (`validate`).
 */
export class LazyLookahead implements ILookaheadStrategy {
  private readonly llk: ILookaheadStrategy;

  constructor(maxLookahead: number) {
    this.llk = new LLkLookaheadStrategy({ maxLookahead });
  }

  validate(options: Parameters<ILookaheadStrategy["validate"]>[0]): ReturnType<ILookaheadStrategy["validate"]> {
    return this.llk.validate(options);
  }

  buildLookaheadForAlternation(options: { prodOccurrence: number; rule: Rule; maxLookahead: number; hasPredicates: boolean; dynamicTokensEnabled: boolean }): (this: BaseParser, orAlts?: IOrAlt<unknown>[]) => number | undefined {
    const llk = this.llk;
    let built: ((this: BaseParser, orAlts?: IOrAlt<unknown>[]) => number | undefined) | undefined;
    return function (this: BaseParser, orAlts?: IOrAlt<unknown>[]) {
      const f = (built ??= llk.buildLookaheadForAlternation(options));
      return f.call(this, orAlts);
    };
  }

  buildLookaheadForOptional(options: { prodOccurrence: number; prodType: OptionalProductionType; rule: Rule; maxLookahead: number; dynamicTokensEnabled: boolean }): (this: BaseParser) => boolean {
    const llk = this.llk;
    let built: ((this: BaseParser) => boolean) | undefined;
    return function (this: BaseParser) {
      const f = (built ??= llk.buildLookaheadForOptional(options));
      return f.call(this);
    };
  }
}
