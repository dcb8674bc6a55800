/** `add (X) then heal a Hobbit companion X times`: a cost's X that nothing else fixes is the player's choice. */
import { bind, type Env } from "../../../core/env.ts";

/** The largest X offered (0 … MAX_X). */
export const MAX_X = 10;

/** When `arg` is an unbound X, asks the controller for it (options "0" … "10") and binds it. */
export function chooseX(env: Env, arg: unknown): void {
  if (arg !== "X" || env.bindings.X !== undefined) return;
  const options = Array.from({ length: MAX_X + 1 }, (_, k) => String(k));
  const pick = env.chooser.option({ kind: "option", player: env.controller, purpose: "choose-x", options });
  bind(env, "X", { number: Math.max(0, Math.min(MAX_X, pick)) });
}
