/**
 * Cards that replace another when played (official rules): a rule table, by title, not card code. Playing the first
 * removes the second from the game wherever it is (its items are eliminated with it).
 */
export interface Replacement {
  played: string;
  removes: string;
}

export const REPLACEMENTS: readonly Replacement[] = [
  { played: "Gandalf the White", removes: "Gandalf the Grey" },
  { played: "Aragorn", removes: "Strider" },
];
