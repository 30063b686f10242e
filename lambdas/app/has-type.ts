/**
 * The command path holds a rule set erased (AnyGame), its commands and events typed `any`. What
 * each of them is, whatever the game: an object with a string `type` (GameDefinition's `Command`
 * and `Event` say so). This guard gives that type back to what the erased game returned, so that
 * no `any` travels further.
 */
export function hasType(value: unknown): value is { type: string; [field: string]: unknown } {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}
