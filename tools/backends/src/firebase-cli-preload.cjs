// Loaded into every firebase CLI process this package starts (`node --require`), before the CLI itself.
//
// The Auth emulator validates requests and responses against the Identity Toolkit API's OpenAPI description with
// exegesis, which by default compiles every operation's JSON schemas with Ajv at start-up: about 9 of the start's
// 12 CPU-seconds. exegesis' own `lazyCompileValidationSchemas` option compiles each schema the first time a request
// needs it instead: the same validation, paid only for the operations a run uses.
'use strict';
const { createRequire } = require('node:module');

const fromCli = createRequire(require.resolve('firebase-tools/package.json'));
const options = fromCli('exegesis/lib/options.js');
const compileOptions = options.compileOptions;
options.compileOptions = (given) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
