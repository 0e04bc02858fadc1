from memcli.launch import main

main()
