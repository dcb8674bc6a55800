export { implementations, lotrRules } from "./rules.ts";
