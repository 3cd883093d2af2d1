import { runAdmin } from "./admin-commands.ts";

// `npm run admin -- …`: the operator tool as a process of its own (admin-commands.ts says what it does).
const code = await runAdmin(process.argv.slice(2), {
  env: process.env,
  print: (line) => console.log(line),
  write: (text) => process.stdout.write(text),
  fail: (line) => console.error(line),
});
if (code !== 0) process.exit(code);
