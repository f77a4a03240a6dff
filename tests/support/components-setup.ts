/** Unmounts what each component test rendered (vitest runs without globals, so RTL cannot hook itself). */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
