// `npm run reserves:verify -- proof.json [--root <hash> --liabilities <amount>]`: checks offline that
// a member's balance is included in a published proof-of-reserves root, with the code the member's
// page runs (docs/reserves.md). The file is the one the page downloads: the proof and the published
// root; --root and --liabilities check against a root read from elsewhere instead.
// Exits 0 when it verifies, 1 when it does not (malformed, or another root), 2 when the file or the
// arguments cannot be used.
import { readFileSync } from 'node:fs';
import { USAGE, UnusableInput, checkProofFile, parseArguments, readProofFile } from './reserves-verify-file.ts';

function unusable(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

try {
  const asked = parseArguments(process.argv.slice(2));
  let text: string;
  try {
    text = readFileSync(asked.file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    unusable(code === 'ENOENT' ? `No file ${asked.file}.` : `Cannot read ${asked.file} (${code ?? String(error)}).`);
  }
  const report = await checkProofFile(readProofFile(text, asked.published), asked.published ? 'arguments' : 'file');
  process.stdout.write(`${report.lines.join('\n')}\n`);
  process.exitCode = report.verified ? 0 : 1;
} catch (error) {
  if (error instanceof UnusableInput) unusable(error.message);
  throw error;
}
