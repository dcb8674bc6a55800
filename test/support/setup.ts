import { afterAll } from "vitest";
import { configureProperties } from "./properties.ts";
import { removeScratch } from "./scratch.ts";

configureProperties();
afterAll(removeScratch);
