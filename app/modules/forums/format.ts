// Small display rules shared by the forum pages and the home page's Hot Forum Topics.

export function repliesLabel(count: number): string {
  return count === 1 ? "1 reply" : `${count} replies`;
}

export function topicsLabel(count: number): string {
  return count === 1 ? "1 topic" : `${count} topics`;
}
