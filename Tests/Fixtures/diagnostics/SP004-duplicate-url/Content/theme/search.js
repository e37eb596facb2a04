alert("an author script on every page");
