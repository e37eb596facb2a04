# Shortcuts for the scripts in script/ (README.md, first lines).
PREFIX ?= /usr/local
.PHONY: site test bench fuzz install
site:
	bash script/site
test:
	bash script/test
bench:
	bash script/bench
fuzz:
	bash script/fuzz
install:
	bash script/install "$(PREFIX)"
