// Page composites: routes are assembled from these named parts instead of restating classes.
export { BackLink } from "./back-link";
export { CardGrid, type CardGridColumns, CardGridSkeleton } from "./card-grid";
export { DetailErrorBoundary } from "./detail-error-boundary";
export { FailedScreen } from "./failed-screen";
export { FormPage } from "./form-page";
export { PageHeader, PageTitle, SectionTitle } from "./page-header";
export { EmptyState, ErrorPanel, MessageScreen, ProblemScreen, RetryLink } from "./states";
