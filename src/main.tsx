/**
 * The entry. The start-up code is evaluated in two tasks rather than one
 * long one (about 130 ms on a phone at 4x CPU, the page's longest task;
 * issue #12, decision 007): this module, then the app (src/start.tsx), whose
 * chunk the entry loader fetches alongside this one
 * (scripts/section-chunks-plugin.js).
 */
// First: it fetches the code of the sections the visitor is at (decision 007).
import "./fetch-ahead";
import "./styles/app.css";
// React DOM's own set-up (about half of the start-up code's evaluation) runs now.
import "react-dom/client";

setTimeout(() => void import("./start"), 0);
