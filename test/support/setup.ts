import { configureProperties } from "./properties.ts";

configureProperties();
