/*
 * conditional-include.c - a project header included under #if, which the
 * generator must refuse: whether the include counts is the compiler's
 * call, and a generator that evaluates no #if cannot know.
 */
#if SOME_SETTING
#include "some-header.h"
#endif

int main(void) { return 0; }
