/** The name a person is shown by: the display name they chose, else their username. */
export function personName(person: { displayName: string | null; username: string }): string {
  return person.displayName?.trim() || person.username;
}
