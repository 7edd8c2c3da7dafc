// The end-to-end suite: the files below run one after another in this one test file, so one worker holds the browser
// tests from start to end while the other works through the engine, CLI, server and web files (decision 105). Two of
// them at once, as separate files, nearly doubled each (the daily-use file took 85 s alone and 162 s beside another),
// as each page waits on its own renderer. Each file is a describe block with its own app, browser and data folder;
// one of them alone: `npx vitest run --project e2e -t "<its describe name>"`.
import './accessibility.e2e.ts';
import './amendment.e2e.ts';
import './commerce-and-teams.e2e.ts';
import './daily-use.e2e.ts';
import './legacy-tax-id.e2e.ts';
import './legal-entity-member.e2e.ts';
import './legal-errors.e2e.ts';
import './newcomer-journey.e2e.ts';
import './plans-phone-and-checkout.e2e.ts';
import './storybook.e2e.ts';
