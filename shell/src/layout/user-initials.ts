/**
 * Initials shown in the top bar: the first letters of the first two words of the name (the e-mail's
 * local part split at dots, dashes, underscores and spaces), or its first two letters.
 *
 * @example userInitials('finance.user@px.local') // 'FU'
 */
export function userInitials(name: string): string {
  const local = name.split('@')[0] ?? '';
  const words = local.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || '?';
}
