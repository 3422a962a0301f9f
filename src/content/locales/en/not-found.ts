import common from "./common";

export default {
  meta: {
    title: `Page not found — ${common.productFullName}`,
    description: `This page does not exist. Go back to the ${common.productFullName} home page.`,
  },
  eyebrow: "Error 404",
  title: "Page not found",
  text: "The page you asked for does not exist or has moved.",
  homeLink: "Go to the home page",
  downloadLink: "Go to the download page",
  /** Before the links to the home page's sections. */
  sectionsTitle: "Or go straight to",
};
