// The newsletter area as the rest of the site sees it.
export { NewsletterForm } from "./components/newsletter-form";
