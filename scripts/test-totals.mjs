// Prints the totals of the Vitest run as one line, "N passed, N failed" (CI reads it). A file that failed to load
// counts as one failure (it has no test results of its own); a missing report means the run itself broke.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
    report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
    console.log('0 passed, 1 failed');
    process.exit(1);
}
const passed = report.numPassedTests ?? 0;
const brokenFiles = (report.testResults ?? []).filter(
    result => result.status === 'failed' && (result.assertionResults ?? []).every(test => test.status !== 'failed'),
).length;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
// CI shows only the end of its output: name each failure (and each file that broke) just above the totals line.
for (const result of report.testResults ?? []) {
    const file = result.name.replace(`${process.cwd()}/`, '');
    const failedTests = (result.assertionResults ?? []).filter(test => test.status === 'failed');
    if (result.status === 'failed' && failedTests.length === 0) console.log(`FAILED ${file}: ${(result.message ?? '').split('\n')[0]}`);
    for (const test of failedTests) {
        const [first = '', ...more] = test.failureMessages ?? [];
        // The failure's own lines up to its stack (a walk lists each problem it found on a line of its own), at most ten.
        const [reason = '', ...details] = first.split('\n');
        const stack = details.findIndex(line => /^\s+at /.test(line));
        const told = (stack === -1 ? details : details.slice(0, stack)).filter(line => line.trim());
        console.log(`FAILED ${file} > ${test.fullName}: ${reason.slice(0, 300)}`);
        for (const line of told.slice(0, 10)) console.log(`  ${line.slice(0, 600)}`);
        // What a journey's pages showed when it failed (tests/e2e/browser.ts adds it after the failure itself).
        for (const line of more.map(message => message.split('\n')[0]).slice(0, 2)) console.log(`  ${line.slice(0, 600)}`);
    }
}
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || report.success === false ? 1 : 0);
