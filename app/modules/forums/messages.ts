// The forums' texts (SPEC §5 and §8 word for word) and length limits. Zod-free, so the forum pages
// can show them without loading zod; ./schemas re-exports them for the actions and tests.

/** SPEC §5 and §8, to the letter. */
export const FORUM_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  enterReply: "Please enter a reply",
  signInToReply: "Please sign in to post a reply",
  signInToCreate: "Please sign in to create a topic",
  signInToEdit: "Please sign in to edit your post",
  replyPosted: "Reply posted successfully!",
  replyFailed: "Failed to post reply",
  topicCreated: "Topic created successfully!",
  topicFailed: "Failed to create topic",
  topicNotFound: "Topic not found",
  topicsLoadFailed: "Failed to load topics",
  categoriesLoadFailed: "Failed to load categories",
  topicLoadFailed: "Failed to load topic",
  postsLoadFailed: "Failed to load posts",
  // Not in the SPEC (editing is new): worded like its neighbours.
  postUpdated: "Post updated successfully!",
  postUpdateFailed: "Failed to update post",
  enterPost: "Please enter some text",
  cannotEditPost: "Post not found or you don't have permission to edit it.",
  unknownCategory: "Please choose a category from the list",
  tooFast: "You're posting too quickly. Please wait a few minutes and try again.",
  // Forums moderation (issue 6): not in the SPEC, worded like its neighbours.
  topicLocked: "This topic is locked. New replies are closed.",
  editLocked: "This topic is locked. Its posts can no longer be edited.",
  topicDeleted: "Topic deleted successfully.",
  postDeleted: "Post deleted successfully.",
  openingPost: "The opening post cannot be deleted: delete the topic instead.",
  lockFailed: "Failed to update topic",
  deleteTopicFailed: "Failed to delete topic",
  deletePostFailed: "Failed to delete post",
} as const;

export const TITLE_MAX = 150;
export const POST_MAX = 10_000;

export const LENGTH_MESSAGES = {
  title: `Title must be ${TITLE_MAX} characters or less`,
  content: `Posts must be ${POST_MAX.toLocaleString("en-US")} characters or less`,
  reply: `Replies must be ${POST_MAX.toLocaleString("en-US")} characters or less`,
} as const;
