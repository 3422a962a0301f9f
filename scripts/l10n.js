/**
 * The translator's round trip and the glossary check (README "Languages"):
 *   npm run l10n:export   l10n/<tag>.po for every language but English
 *   npm run l10n:import   l10n/<tag>.po back into src/content/locales/<tag>/
 *   npm run l10n:check    the glossary (l10n/glossary.json) against every catalog
 *   node scripts/l10n.js baseline   record today's English as every translation's source
 */
import { baseline, exportAll, importAll } from "./l10n/po.js";
import { checkGlossary } from "./l10n/glossary.js";

const root = process.cwd();
const [command = "", ...tags] = process.argv.slice(2);
const only = tags.length ? { tags } : {};

if (command === "export") {
  const report = exportAll(root, only);
  for (const [tag, s] of Object.entries(report)) {
    console.log(
      `l10n/${tag}.po: ${s.units} messages, ${s.withSpecificContext} with their own context (all ${s.withContext} with where they show), ${s.stale} stale`,
    );
    if (s.missingEnglish.length)
      console.warn(`  no English source for: ${s.missingEnglish.join(", ")} (left out)`);
  }
} else if (command === "import") {
  const report = await importAll(root, only);
  let failed = false;
  for (const [tag, s] of Object.entries(report)) {
    console.log(`l10n/${tag}.po: ${s.changed.length} messages changed, ${s.confirmed} confirmed`);
    for (const id of s.changed) console.log(`  ${id}`);
    for (const id of s.unknown) console.warn(`  unknown message (not in the catalogs): ${id}`);
    for (const problem of s.problems) console.error(`  ${problem}`);
    if (s.problems.length) failed = true;
  }
  if (failed) process.exitCode = 1;
  else console.log("Now: npm run typecheck && npm run l10n:check");
} else if (command === "check") {
  const findings = checkGlossary(root);
  for (const finding of findings) console.error(finding.message);
  console.log(`${findings.length} glossary finding(s).`);
  if (findings.length) process.exitCode = 1;
} else if (command === "baseline") {
  baseline(root, only);
  console.log("l10n/<tag>.sources.json: every translation marked as answering today's English.");
} else {
  console.error("usage: node scripts/l10n.js export|import|check|baseline [tag…]");
  process.exitCode = 2;
}
