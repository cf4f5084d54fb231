// The profiles area as other areas see it (isomorphic); server-only parts: ./index.server.ts.
export { AuthorLink, profilePath } from "./components/author-link";
export { authorName, DELETED_MEMBER, displayName } from "./display-name";
export { USERNAME_FORMAT_MESSAGE, USERNAME_PATTERN } from "./profile-rules";
