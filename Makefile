# Shortcuts for the scripts in script/ (README.md, first lines).
.PHONY: site test bench fuzz
site:
	bash script/site
test:
	bash script/test
bench:
	bash script/bench
fuzz:
	bash script/fuzz
