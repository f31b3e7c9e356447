// The contracts are written with `zod/mini`, which installs no error locale: without one every
// issue reads "Invalid input". The mock's 400 replies and control API errors name what was wrong
// in English, so the English locale is installed once, before any schema parses.
import { config, locales } from 'zod/mini';

config(locales.en());
