/** What a goal or habit is called on screen: its short headline, else its full text. */
export const headlineOf = (item: { headline: string; text: string }): string => item.headline || item.text;
