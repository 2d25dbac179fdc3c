// The commands that open the database — the rest compute from their arguments alone — named apart from both, so that
// the command line's entry can tell them without loading them, and their module can take the names without importing
// the entry.
export const DATABASE_COMMANDS = [
  'serve',
  'hall',
  'games',
  'players',
  'tournaments',
  'call',
  'import',
  'backup',
  'export',
  'player',
  'rank-list',
  'ratings',
] as const;

export type DatabaseCommand = (typeof DATABASE_COMMANDS)[number];

export function isDatabaseCommand(command: string): command is DatabaseCommand {
  return (DATABASE_COMMANDS as readonly string[]).includes(command);
}
