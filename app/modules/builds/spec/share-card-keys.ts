// Where a build's share cards are kept in storage: one folder per build, one PNG per version of
// what the card shows (./share-card.server.tsx). Apart from the renderer so that deleting builds
// knows the folder without loading it.

/** The folder of every cached card of the build. */
export const shareCardFolder = (buildId: string) => `cards/builds/${buildId}/`;

/** One version of the build's card. */
export const cardKey = (buildId: string, version: string) =>
  `${shareCardFolder(buildId)}${version}.png`;
