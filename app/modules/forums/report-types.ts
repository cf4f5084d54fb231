// The forums' kinds in the one report queue (reports.target_type, /admin/reports) and in the
// hidden state reads (ADR 038): a topic as a whole (reported from its opening post: the topic's
// body is the topic) and one reply.
export const TOPIC_REPORT_TYPE = "forum-topic";
export const POST_REPORT_TYPE = "forum-post";
