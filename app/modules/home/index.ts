// The home area's parts other areas use.
export { SectionHeading } from "./components/section-heading";
